import type { KV } from "@nats-io/kv";
import { isRevisionConflict, openBucket, type Nats } from "../nats.ts";

// With a shared (Mongo) read store, one instance of a service at a time may run its projections,
// or two would split one consumer's events between them and apply them out of order. The lease
// is a NATS KV entry that expires unless its holder renews it; another instance takes over then.

const BUCKET = "projection_leases";
/** Jobs' leases (one instance at a time runs a job) live apart: a bucket's entries share one time to live. */
export const JOB_LEASES = "job_leases";

export class ProjectionLease {
  private constructor(
    private readonly kv: KV,
    readonly ttlMs: number,
  ) {}

  static async open(
    nats: Nats,
    { ttlMs = 15_000, bucket = BUCKET }: { ttlMs?: number; bucket?: string } = {},
  ): Promise<ProjectionLease> {
    return new ProjectionLease(await openBucket(nats, bucket, { ttl: ttlMs, history: 1 }), ttlMs);
  }

  /** Takes the lease if nobody holds it: the revision to renew it with, or null. */
  async take(name: string, owner: string): Promise<number | null> {
    try {
      return await this.kv.create(name, owner);
    } catch (error) {
      if (isRevisionConflict(error)) return null;
      throw error;
    }
  }

  /** Renews a held lease: the new revision, or null when it was lost (expired and taken). */
  async renew(name: string, owner: string, revision: number): Promise<number | null> {
    try {
      return await this.kv.update(name, owner, revision);
    } catch (error) {
      // Only a newer revision means it was lost; NATS being away for a moment is not.
      if (isRevisionConflict(error)) return null;
      throw error;
    }
  }

  async release(name: string, revision: number): Promise<void> {
    await this.kv.delete(name, { previousSeq: revision }).catch(() => undefined);
  }
}
