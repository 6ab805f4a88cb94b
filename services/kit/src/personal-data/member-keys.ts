import { createHash, randomBytes } from "node:crypto";
import type { KV, KvEntry } from "@nats-io/kv";
import { isRevisionConflict, openBucket, type Nats } from "../nats.ts";

// Each member's key for their personal data in the log (sealing.ts), kept outside the log in a
// NATS KV bucket that keeps one value per key: erasing a member puts a tombstone in place of their
// key, and with no history the key itself is gone from the bucket (its backups are the operator's
// to expire). A key is made the first time a member's data is written; two writers making it at
// once both end up with the one the bucket took first.
//
// Keys are held in memory: every instance loads the bucket when it first needs a key and then
// watches it, so a key made, or erased, by another arrives (an erased key is dropped everywhere);
// a member not held is asked of the bucket before anything is decided, never assumed absent. Revisions order what arrives by the
// watch and by a read, so a late read never brings an erased key back.

export const MEMBER_KEYS_BUCKET = "member_keys";
/** In place of an erased member's key: tells "erased" apart from "never had one". */
const ERASED = new TextEncoder().encode("erased");
const KEY_BYTES = 32;
/** What a KV key may hold; any other id is hashed. */
const KV_KEY = /^[-\w]+$/;
/** How long opening the bucket waits for every key to arrive. */
const LOAD_WAIT_MS = 10_000;

/** A member's key; null once erased. */
type Held = { key: Buffer | null; revision: number };

export class MemberKeys {
  private readonly held = new Map<string, Held>();
  private bucket: Promise<KV> | null = null;

  constructor(private readonly nats: Nats) {}

  /** The key held in memory: a key, null when erased, undefined when not held (ask `keyToRead`). */
  inMemory(member: string): Buffer | null | undefined {
    return this.held.get(kvKey(member))?.key;
  }

  /** The member's key to open their fields: null when erased (or never made: nothing was sealed with it). */
  async keyToRead(member: string): Promise<Buffer | null> {
    const name = kvKey(member);
    const held = this.held.get(name);
    if (held) return held.key;
    const entry = await (await this.kv()).get(name);
    return entry && entry.operation === "PUT" ? this.keep(name, entry) : null;
  }

  /** The member's key to seal their fields, made on first need; null when erased (their fields are not kept). */
  async keyToWrite(member: string): Promise<Buffer | null> {
    const name = kvKey(member);
    const held = this.held.get(name);
    if (held) return held.key;
    const kv = await this.kv();
    // Every key the bucket holds is held here once it is loaded, so a member not held most likely
    // has none yet: made first, and read only when the bucket says there is one already (made by
    // another writer just now, or erased: the tombstone, which `keep` reads as null).
    const key = randomBytes(KEY_BYTES);
    try {
      const revision = await kv.create(name, key);
      return this.keep(name, { value: key, revision });
    } catch (error) {
      if (!isRevisionConflict(error)) throw error;
      const winner = await kv.get(name);
      if (!winner || winner.operation !== "PUT") throw error;
      return this.keep(name, winner);
    }
  }

  /**
   * Erases the member's key: what the log holds of theirs can no longer be read, by anyone. Safe
   * to repeat, and to run for a member who never had a key.
   */
  async erase(member: string): Promise<void> {
    const name = kvKey(member);
    const revision = await (await this.kv()).put(name, ERASED);
    this.keep(name, { value: ERASED, revision });
  }

  /** Opens the bucket and starts watching it, once. */
  private kv(): Promise<KV> {
    this.bucket ??= this.openWatched().catch((error: unknown) => {
      this.bucket = null;
      throw error;
    });
    return this.bucket;
  }

  private async openWatched(): Promise<KV> {
    const kv = await openBucket(this.nats, MEMBER_KEYS_BUCKET, { history: 1 });
    const stored = (await this.nats.jsm.streams.info(`KV_${MEMBER_KEYS_BUCKET}`)).state.messages;
    const entries = await kv.watch();
    let loaded: () => void = () => {};
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    if (stored === 0) loaded();
    void (async () => {
      for await (const entry of entries) {
        if (entry.operation === "PUT") this.keep(entry.key, entry);
        else this.held.delete(entry.key);
        if (entry.isUpdate || entry.delta === 0) loaded();
      }
      loaded();
    })();
    // Every key at once, so a replay asks the bucket for none of them one by one; past the wait
    // (a huge bucket on a slow link), a key not arrived yet is asked for as it is needed.
    await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS).unref())]);
    return kv;
  }

  /** Holds what the bucket said at `revision`, unless something newer is held already. */
  private keep(name: string, entry: Pick<KvEntry, "value" | "revision">): Buffer | null {
    const held = this.held.get(name);
    if (held && held.revision >= entry.revision) return held.key;
    const key = entry.value.length === KEY_BYTES ? Buffer.from(entry.value) : null;
    this.held.set(name, { key, revision: entry.revision });
    return key;
  }
}

function kvKey(member: string): string {
  return KV_KEY.test(member) ? member : `h_${createHash("sha256").update(member).digest("base64url")}`;
}

const rings = new WeakMap<Nats["connection"], MemberKeys>();

/** The key ring of a connection: one per process and connection, shared by its event store and readers. */
export function memberKeysOf(nats: Nats): MemberKeys {
  let ring = rings.get(nats.connection);
  if (!ring) rings.set(nats.connection, (ring = new MemberKeys(nats)));
  return ring;
}
