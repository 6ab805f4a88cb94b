import { describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import { PUBLIC_PROFILE_DEFAULTS } from "@kumite/contracts/identity/events";
import { MatchingQuery } from "@kumite/contracts/social/commands";
import type { StoredEvent } from "@kumite/kit/event-store";
import { createMemoryReadStore, type ReadStore } from "@kumite/kit/read-store";
import { memberDirectory } from "@kumite/kit/members";
import { CandidatePool } from "./candidate-pool.ts";
import { candidatesFor } from "./candidates.ts";

// The candidate index follows the member directory between searches: new members, changes,
// deletions, and a rebuild of the read model.

const LISBON = { cell: cellOf({ latitude: 38.72, longitude: -9.14 }) };
let sequence = 0;
const apply = (store: ReadStore, type: string, data: Record<string, unknown>) =>
  memberDirectory.handlers[type]!(
    {
      type,
      data,
      aggregateId: data.userId as string,
      stream: "IDENTITY",
      subject: "identity.user.x",
      sequence: ++sequence,
      index: 0,
      id: String(sequence),
      occurredAt: "2026-11-20T09:00:00.000Z",
      actorId: null,
    } as StoredEvent,
    store,
  );
const register = (store: ReadStore, userId: string, profile: Record<string, unknown> = {}) =>
  apply(store, "UserRegistered", {
    ...PUBLIC_PROFILE_DEFAULTS,
    userId,
    username: userId,
    displayName: userId,
    ...LISBON,
    ...profile,
  });

async function freshStore(): Promise<ReadStore> {
  const store = createMemoryReadStore();
  await memberDirectory.setup!(store);
  return store;
}

describe("the candidate pool", () => {
  it("follows registrations, profile changes and deletions made after its first search", async () => {
    const store = await freshStore();
    const pool = new CandidatePool();
    const ids = async (query: Record<string, string> = {}) =>
      (await candidatesFor(store, pool, "ana", MatchingQuery.parse(query), new Date())).map(
        (candidate) => candidate.id,
      );
    await register(store, "ana");
    await register(store, "ben", { martialArts: ["Judo"] });
    expect(await ids({ martialArts: "Judo" })).toEqual(["ben"]);
    await register(store, "cleo", { martialArts: ["Judo"] });
    await apply(store, "UserProfileUpdated", { userId: "ben", martialArts: ["Boxing"] });
    expect(await ids({ martialArts: "Judo" })).toEqual(["cleo"]);
    await apply(store, "UserProfileUpdated", { userId: "cleo", cell: cellOf({ latitude: 41.15, longitude: -8.61 }) });
    expect(await ids()).toEqual(["ben"]);
    await apply(store, "UserDeleted", { userId: "ben" });
    expect(await ids()).toEqual([]);
    expect(await ids({ maxDistance: "500" })).toEqual(["cleo"]);
  });

  it("starts over when the read model is rebuilt", async () => {
    const store = await freshStore();
    const pool = new CandidatePool();
    await register(store, "ana");
    await register(store, "ben");
    expect((await pool.current(store)).size).toBe(2);
    await store.dropAll();
    await memberDirectory.setup!(store);
    sequence = 0;
    await register(store, "ana");
    expect((await pool.current(store)).size).toBe(1);
  });
});
