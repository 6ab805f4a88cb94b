import { describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { createMemoryReadStore } from "../read-store/memory.ts";
import type { ReadStore } from "../read-store/port.ts";
import { projectionSpec, type GivenEvent } from "../testing/projection-spec.ts";
import { readContents } from "../testing/store-contents.ts";
import { directoryGeneration, MEMBERS, memberDirectory } from "./directory.ts";
import {
  displayNameOf,
  findMember,
  memberExists,
  membersById,
  membersChangedSince,
  requireMember,
  wasDeleted,
} from "./queries.ts";
import { MemberNotFound } from "./refusals.ts";

// The member directory every service includes: identity's public events in, the queries out.

const spec = projectionSpec([memberDirectory]);

const registered = (userId: string, displayName: string, profile: Record<string, unknown> = {}): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName, username: displayName.toLowerCase(), ...profile },
});
const updated = (userId: string, changes: Record<string, unknown>): GivenEvent => ({
  type: "UserProfileUpdated",
  aggregateId: userId,
  data: { userId, ...changes },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });

/** Applies IDENTITY events, stamped with their sequence, one by one as a consumer would. */
async function apply(store: ReadStore, events: Array<GivenEvent & { sequence: number }>) {
  for (const { sequence, ...event } of events) {
    await memberDirectory.handlers[event.type]!(
      {
        ...event,
        id: `e${sequence}`,
        occurredAt: "2026-11-20T09:00:00.000Z",
        actorId: null,
        stream: "IDENTITY",
        subject: `identity.user.${event.aggregateId}`,
        sequence,
        index: 0,
      },
      store,
    );
  }
}

describe("the member directory", () => {
  it("knows a member by id with their profile, filled with the profile's defaults", () =>
    spec
      .given({ IDENTITY: [registered("ana", "Ana", { martialArts: ["Judo"], location: "Lisbon" })] })
      .then(async (store) => {
        const ana = await findMember(store, "ana");
        expect(ana).toMatchObject({
          _id: "ana",
          displayName: "Ana",
          username: "ana",
          martialArts: ["Judo"],
          location: "Lisbon",
          skillLevel: PROFILE_DEFAULTS.skillLevel,
          trainingGoals: PROFILE_DEFAULTS.trainingGoals,
        });
        expect(await memberExists(store, "ana")).toBe(true);
        expect(await displayNameOf(store, "ana")).toBe("Ana");
        expect(await findMember(store, "nobody")).toBeNull();
        expect(await memberExists(store, "nobody")).toBe(false);
        expect(await displayNameOf(store, "nobody")).toBeNull();
      }));

  it("follows profile changes field by field", () =>
    spec
      .given({
        IDENTITY: [
          registered("ana", "Ana", { location: "Lisbon", martialArts: ["Judo"] }),
          updated("ana", { displayName: "Ana Sensei" }),
          updated("ana", { location: "Porto" }),
        ],
      })
      .then(async (store) => {
        expect(await findMember(store, "ana")).toMatchObject({
          displayName: "Ana Sensei",
          location: "Porto",
          martialArts: ["Judo"],
        });
      }));

  it("applies every event of one command, stored in one log message, not only its first", () =>
    spec
      .given({
        IDENTITY: [
          [registered("ana", "Ana", { location: "Lisbon" }), updated("ana", { displayName: "Ana Sensei" })],
          [updated("ana", { location: "Porto" }), updated("ana", { martialArts: ["BJJ"] })],
        ],
      })
      .then(async (store) => {
        expect(await findMember(store, "ana")).toMatchObject({
          displayName: "Ana Sensei",
          location: "Porto",
          martialArts: ["BJJ"],
        });
      }));

  it("forgets a deleted member for every query but wasDeleted, even a deletion it saw no registration for", () =>
    spec.given({ IDENTITY: [registered("ana", "Ana"), deleted("ana"), deleted("ghost")] }).then(async (store) => {
      expect(await findMember(store, "ana")).toBeNull();
      expect(await memberExists(store, "ana")).toBe(false);
      expect(await displayNameOf(store, "ana")).toBeNull();
      expect((await membersById(store, ["ana"])).size).toBe(0);
      expect(await wasDeleted(store, "ana")).toBe(true);
      expect(await wasDeleted(store, "ghost")).toBe(true);
      expect(await wasDeleted(store, "nobody")).toBe(false);
    }));

  it("answers many members by id in one read, only those who exist, with only the fields asked for", () =>
    spec
      .given({
        IDENTITY: [registered("ana", "Ana"), registered("ben", "Ben"), registered("cleo", "Cleo"), deleted("cleo")],
      })
      .then(async (store) => {
        const found = await membersById(store, ["ben", "ana", "cleo", "nobody", "ana"], { displayName: 1 });
        expect([...found.keys()].sort()).toEqual(["ana", "ben"]);
        expect(found.get("ben")).toEqual({ _id: "ben", displayName: "Ben" });
        expect((await membersById(store, [])).size).toBe(0);
      }));

  it("refuses an unknown or deleted member with SPEC's words and the member.not-found code", () =>
    spec
      .given({ IDENTITY: [registered("ana", "Ana"), registered("ben", "Ben"), deleted("ben")] })
      .then(async (store) => {
        expect((await requireMember(store, "ana")).displayName).toBe("Ana");
        for (const id of ["ben", "nobody"]) {
          const refusal = await requireMember(store, id).catch((error: unknown) => error);
          expect(refusal).toBeInstanceOf(MemberNotFound);
          expect(refusal).toMatchObject({ message: "User not found", code: "member.not-found" });
        }
      }));

  it("never lets a replayed event overwrite a newer one, nor bring a deleted member back", async () => {
    const store = createMemoryReadStore();
    await memberDirectory.setup!(store);
    await apply(store, [
      { ...registered("ana", "Ana"), sequence: 1 },
      { ...updated("ana", { displayName: "Ana Sensei" }), sequence: 2 },
      { ...registered("ben", "Ben"), sequence: 3 },
      { ...deleted("ben"), sequence: 4 },
    ]);
    // After a crash, the events since the last checkpoint come again.
    await apply(store, [
      { ...registered("ana", "Ana"), sequence: 1 },
      { ...updated("ana", { displayName: "Ana Sensei" }), sequence: 2 },
      { ...registered("ben", "Ben"), sequence: 3 },
    ]);
    expect(await displayNameOf(store, "ana")).toBe("Ana Sensei");
    expect(await wasDeleted(store, "ben")).toBe(true);
    await apply(store, [{ ...updated("ben", { displayName: "Ben Again" }), sequence: 5 }]);
    expect(await findMember(store, "ben")).toBeNull();
  });

  it("keeps a deletion applied at the moment of the registration (two projectors, for a moment)", async () => {
    const store = createMemoryReadStore();
    await memberDirectory.setup!(store);
    await Promise.all([
      apply(store, [{ ...registered("ana", "Ana"), sequence: 1 }]),
      apply(store, [{ ...deleted("ana"), sequence: 2 }]),
    ]);
    expect(await findMember(store, "ana")).toBeNull();
    expect(await wasDeleted(store, "ana")).toBe(true);
  });

  it("tells a follower what changed since a sequence, tombstones included, and a rebuild by a new generation", async () => {
    const store = createMemoryReadStore();
    await memberDirectory.setup!(store);
    await apply(store, [
      { ...registered("ana", "Ana"), sequence: 1 },
      { ...registered("ben", "Ben"), sequence: 2 },
      { ...updated("ana", { location: "Porto" }), sequence: 3 },
      { ...deleted("ben"), sequence: 4 },
    ]);
    const changed = await membersChangedSince(store, 2, { location: 1 });
    expect(changed.sort((a, b) => a.changedSeq - b.changedSeq)).toEqual([
      { _id: "ana", location: "Porto", changedSeq: 3 },
      { _id: "ben", deleted: true, changedSeq: 4 },
    ]);
    const generation = await directoryGeneration(store);
    expect(generation).toEqual(expect.any(String));
    await memberDirectory.setup!(store);
    expect(await directoryGeneration(store)).toBe(generation);
    await store.dropAll();
    await memberDirectory.setup!(store);
    expect(await directoryGeneration(store)).not.toBe(generation);
  });

  describe("knows where a member is only by the ~1 km cell of their point", () => {
    const lisbon = { latitude: 38.72251, longitude: -9.13933 };
    const porto = { latitude: 41.14961, longitude: -8.61099 };
    // As identity wrote them before points left its public events, and as it writes them now.
    const before = [
      registered("ana", "Ana", { location: "Lisbon", ...lisbon }),
      updated("ana", { bio: "Judoka" }),
      updated("ana", porto),
      registered("ben", "Ben", { latitude: null, longitude: null }),
      updated("ben", lisbon),
      updated("ben", { latitude: null, longitude: null }),
    ];
    const now = [
      registered("ana", "Ana", { location: "Lisbon", cell: cellOf(lisbon) }),
      updated("ana", { bio: "Judoka" }),
      updated("ana", { cell: cellOf(porto) }),
      registered("ben", "Ben", { cell: null }),
      updated("ben", { cell: cellOf(lisbon) }),
      updated("ben", { cell: null }),
    ];
    const exactly = (point: typeof lisbon) => [point.latitude, point.longitude].map(String);

    it("from old events that carried the exact point: a replay holds cells and no point, anywhere", () =>
      spec.given({ IDENTITY: before }).then(async (store) => {
        expect(await findMember(store, "ana")).toMatchObject({ bio: "Judoka", cell: cellOf(porto) });
        expect(await findMember(store, "ben")).toMatchObject({ cell: null });
        const everything = JSON.stringify([...(await readContents(store, [MEMBERS])).values()]);
        expect(everything).toContain('"cell"');
        expect(everything).not.toMatch(/latitude|longitude/);
        for (const digits of [...exactly(lisbon), ...exactly(porto)]) expect(everything).not.toContain(digits);
      }));

    it("as a replay of the same history written today would", async () => {
      const contents = async (events: GivenEvent[]) => {
        let documents = "";
        await spec.given({ IDENTITY: events }).then(async (store) => {
          documents = JSON.stringify([...(await readContents(store, [MEMBERS])).values()]);
        });
        return documents;
      };
      const today = await contents(now);
      expect(today).toContain(JSON.stringify(cellOf(porto)));
      expect(await contents(before)).toBe(today);
    });
  });
});
