import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomUUID } from "node:crypto";

/** Ids of aggregates, commands and events: UUIDs, valid NATS subject tokens. */
export function newId(): string {
  const seeded = seeds.getStore();
  if (!seeded) return randomUUID();
  // A retried request (same Idempotency-Key) makes the same ids in the same order, so the events it
  // appends again carry the ids of the first attempt and the log de-duplicates them.
  const hex = createHash("sha256").update(`${seeded.seed}:${seeded.made++}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const seeds = new AsyncLocalStorage<{ seed: string; made: number }>();

/** True inside withSeededIds: the request is a client's retriable one (it sent an Idempotency-Key). */
export function idsAreSeeded(): boolean {
  return seeds.getStore() !== undefined;
}

/** Runs `work` so that every newId() within it derives from `seed`. */
export function withSeededIds<T>(seed: string, work: () => T): T {
  return seeds.run({ seed, made: 0 }, work);
}
