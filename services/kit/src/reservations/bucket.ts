import { createHash } from "node:crypto";
import type { KV } from "@nats-io/kv";
import type { ErrorCode } from "@kumite/contracts/error-codes";
import { Conflict, Unavailable } from "../errors.ts";
import { LOG_UNAVAILABLE } from "../event-store.ts";
import { isRevisionConflict, openBucket, type Nats } from "../nats.ts";

// Uniqueness across the log (one email per account, one membership per user…) is reserved
// atomically in NATS KV before the events are appended: `create` fails when the key exists.
// Keys are hashes of the normalised value, since KV keys allow only [-/=.\w].

export class Reservations {
  private constructor(private readonly kv: KV) {}

  static async open(nats: Nats, bucket: string): Promise<Reservations> {
    return new Reservations(await openBucket(nats, bucket, { history: 1 }));
  }

  /** Reserves `value` in `namespace` for `owner`, or throws Conflict with what `taken` says. */
  async reserve(
    namespace: string,
    value: string,
    owner: string,
    taken: { message: string; code: ErrorCode },
  ): Promise<void> {
    try {
      await this.kv.create(keyFor(namespace, value), owner);
    } catch (error) {
      if (isRevisionConflict(error)) throw new Conflict(taken.message, { code: taken.code });
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    }
  }

  /** Reserves `value` for `owner` if nobody holds it: the reservation's revision, or null when it is taken. */
  async claim(namespace: string, value: string, owner: string): Promise<number | null> {
    try {
      return await this.kv.create(keyFor(namespace, value), owner);
    } catch (error) {
      if (isRevisionConflict(error)) return null;
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    }
  }

  /** Who holds `value` in `namespace`, at which revision and since when: what `replace` compares with. */
  async entry(namespace: string, value: string): Promise<{ owner: string; revision: number; since: Date } | null> {
    try {
      const entry = await this.kv.get(keyFor(namespace, value));
      return entry && entry.operation === "PUT"
        ? { owner: entry.string(), revision: entry.revision, since: entry.created }
        : null;
    } catch (error) {
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    }
  }

  /**
   * Gives `value` to `owner` if it is still at `revision` (compare-and-set): the new revision, or
   * null when it moved on meanwhile (another owner, or released).
   */
  async replace(namespace: string, value: string, owner: string, revision: number): Promise<number | null> {
    try {
      return await this.kv.update(keyFor(namespace, value), owner, revision);
    } catch (error) {
      if (isRevisionConflict(error)) return null;
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    }
  }

  /** Who holds `value` in `namespace`, if anyone. */
  async holder(namespace: string, value: string): Promise<string | null> {
    try {
      const entry = await this.kv.get(keyFor(namespace, value));
      return entry && entry.operation === "PUT" ? entry.string() : null;
    } catch (error) {
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    }
  }

  /** Frees `value`; with `revision`, only if it is still at that revision (it moved on otherwise: kept). */
  async release(namespace: string, value: string, revision?: number): Promise<void> {
    const options = revision === undefined ? undefined : { previousSeq: revision };
    await this.kv.delete(keyFor(namespace, value), options).catch((error: unknown) => {
      if (revision !== undefined && isRevisionConflict(error)) return;
      throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
    });
  }
}

function keyFor(namespace: string, value: string): string {
  return `${namespace}.${createHash("sha256").update(value).digest("hex")}`;
}
