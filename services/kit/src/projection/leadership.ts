import type { Logger } from "pino";
import type { ProjectionLease } from "./lease.ts";

// With a read store shared by several instances (Mongo), one instance at a time projects; the
// others follow its checkpoints so their read-your-writes waits still work. This contends for the
// lease, renews it, and tells the projector when to lead and when to follow.
//
// Fenced: the lease expires TTL after the last renewal was asked for, when another instance may
// take it. An instance that has not renewed for two thirds of the TTL (NATS away, say) stops
// applying events at that moment, whatever its renewals are still waiting for (`mayApply` turns
// false, and the projector asks before each log message), and steps down. It may still record a
// checkpoint of what it applied until nine tenths of the TTL (`mayRecord`), so the next holder
// starts exactly where it stopped; never later.

export type LeadershipOptions = {
  lease: ProjectionLease;
  /** The lease's key: the service's projector. */
  name: string;
  /** This instance. */
  owner: string;
  logger: Logger;
  lead: () => Promise<void>;
  /** Leading ended (lost or given up): stop projecting. */
  stepDown: () => Promise<void>;
  /** Called every poll while another instance leads. */
  follow: () => Promise<void>;
};

const FOLLOW_POLL_MS = 200;
/** The share of the lease's time to live after its last renewal that an instance may still apply events. */
const APPLY_SHARE = 2 / 3;
/** … and may still record a checkpoint of what it applied. */
const RECORD_SHARE = 0.9;

export class Leadership {
  private revision: number | null = null;
  /** When the lease was last taken or renewed (performance.now(): immune to wall-clock steps). */
  private renewedAt = 0;
  private fenceTimer: NodeJS.Timeout | null = null;
  private fencing: Promise<void> | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private followTimer: NodeJS.Timeout | null = null;
  /** The contention under way, so that stopping waits for it instead of racing it. */
  private contending: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly options: LeadershipOptions) {}

  get leading(): boolean {
    return this.revision !== null;
  }

  /** Whether this instance holds the lease and renewed it recently enough to apply events. */
  mayApply(): boolean {
    return this.revision !== null && this.sinceRenewal() < this.options.lease.ttlMs * APPLY_SHARE;
  }

  /** Whether no other instance can hold the lease yet: a checkpoint of what this one applied may be written. */
  mayRecord(): boolean {
    return this.renewedAt > 0 && this.sinceRenewal() < this.options.lease.ttlMs * RECORD_SHARE;
  }

  private sinceRenewal(): number {
    return performance.now() - this.renewedAt;
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.contend();
    this.renewTimer = setInterval(() => {
      // One at a time; a failed round (NATS away) is logged and the next one tries again.
      this.contending ??= this.contend()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, projector: this.options.name }, "projection lease: contention failed"),
        )
        .finally(() => (this.contending = null));
    }, this.options.lease.ttlMs / 3);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopFollowing();
    await this.contending;
    // Everything taken from the log is applied and checkpointed before another instance may lead;
    // the lease is still renewed meanwhile, since draining may outlast its time to live.
    if (this.revision !== null) await this.options.stepDown();
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    this.clearFence();
    if (this.revision !== null) {
      const revision = this.revision;
      this.lost();
      await this.options.lease.release(this.options.name, revision);
    }
  }

  /** Takes the lease when free, renews it when held, and leads or follows to match. */
  private async contend(): Promise<void> {
    const { lease, name, owner } = this.options;
    if (this.revision === null) {
      if (this.stopping) return;
      const askedAt = performance.now();
      const taken = await lease.take(name, owner);
      if (taken === null) return this.startFollowing();
      this.held(taken, askedAt);
      this.stopFollowing();
      // Each projection starts from the checkpoints the previous holder left. A takeover that
      // fails gives the lease back, or this instance would hold it while nothing projects.
      try {
        return await this.options.lead();
      } catch (error) {
        this.lost();
        await this.options.stepDown().catch(() => undefined);
        await lease.release(name, taken);
        throw error;
      }
    }
    const askedAt = performance.now();
    const renewed = await lease.renew(name, owner, this.revision);
    if (this.revision === null) {
      // Fenced while this renewal was under way: once stepped down, the lease goes back.
      await this.fencing;
      this.renewedAt = 0;
      if (renewed !== null) await lease.release(name, renewed);
      return this.startFollowing();
    }
    if (renewed !== null) return this.held(renewed, askedAt);
    this.lost();
    this.options.logger.warn({ projector: name }, "projection lease lost: following as standby");
    await this.options.stepDown();
    this.startFollowing();
  }

  /** The lease is this instance's until TTL after `askedAt` (the server's clock started no earlier). */
  private held(revision: number, askedAt: number): void {
    this.revision = revision;
    this.renewedAt = askedAt;
    this.clearFence();
    const applyMs = this.options.lease.ttlMs * APPLY_SHARE;
    this.fenceTimer = setTimeout(() => (this.fencing = this.fence()), applyMs - (performance.now() - askedAt));
  }

  /** Renewals have failed too long: stop projecting before another instance may take the lease. */
  private async fence(): Promise<void> {
    this.fenceTimer = null;
    if (this.revision === null) return;
    this.revision = null;
    this.options.logger.warn(
      { projector: this.options.name, ttlMs: this.options.lease.ttlMs },
      "projection lease not renewed for two thirds of its time to live: stepped down",
    );
    await this.options
      .stepDown()
      .catch((error: unknown) =>
        this.options.logger.warn(
          { err: error, projector: this.options.name },
          "projection lease: stepping down failed",
        ),
      );
    if (!this.stopping) this.startFollowing();
  }

  /** The lease is, or may now be, another instance's: nothing more is applied or recorded here. */
  private lost(): void {
    this.revision = null;
    this.renewedAt = 0;
    this.clearFence();
  }

  private clearFence(): void {
    if (this.fenceTimer) clearTimeout(this.fenceTimer);
    this.fenceTimer = null;
  }

  private startFollowing(): void {
    if (this.followTimer) return;
    let following: Promise<void> | null = null;
    const follow = () => {
      following ??= this.options
        .follow()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, projector: this.options.name }, "projection lease: following failed"),
        )
        .finally(() => (following = null));
    };
    follow();
    this.followTimer = setInterval(follow, FOLLOW_POLL_MS);
  }

  private stopFollowing(): void {
    if (this.followTimer) clearInterval(this.followTimer);
    this.followTimer = null;
  }
}
