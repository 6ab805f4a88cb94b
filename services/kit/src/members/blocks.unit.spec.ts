import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "../testing/projection-spec.ts";
import { createMemoryReadStore } from "../read-store/memory.ts";
import { BLOCKS, blockedWith, blocksBy, blocksProjection, isBlockedBetween, keepSights, sightOf } from "./blocks.ts";
import { memberDirectory } from "./directory.ts";
import { findMember, membersById } from "./queries.ts";
import { suspensionsProjection } from "./suspensions.ts";
import { moderationGiven } from "../testing/moderation-events.ts";
const { blocked, unblocked, suspended, lifted } = moderationGiven;

// Moderation's facts as every service holds them: blocks both ways, converging whatever order
// moderation's and identity's streams arrive in; and a suspended member found by no directory
// query until the suspension is lifted.

const spec = projectionSpec([memberDirectory, blocksProjection, suspensionsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });

describe("the blocks projection", () => {
  it("holds a block both ways, and an unblock lifts it, in every order of the streams", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cy")],
        MODERATION: [blocked("ana", "ben"), blocked("ana", "cy"), unblocked("ana", "cy"), blocked("cy", "ben")],
      })
      .inEveryOrder(async (store) => {
        expect(await isBlockedBetween(store, "ana", "ben")).toBe(true);
        expect(await isBlockedBetween(store, "ben", "ana")).toBe(true);
        expect(await isBlockedBetween(store, "ana", "cy")).toBe(false);
        expect([...(await blockedWith(store, "ben"))].sort()).toEqual(["ana", "cy"]);
        expect((await blocksBy(store, "ana")).map((block) => block.blockedId)).toEqual(["ben"]);
      }));

  it("drops a deleted member's blocks, even one moderation sends after the deletion", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), deleted("ben")],
        MODERATION: [blocked("ana", "ben"), blocked("ben", "ana")],
      })
      .inEveryOrder(async (store) => {
        expect(await isBlockedBetween(store, "ana", "ben")).toBe(false);
        expect(await blockedWith(store, "ana")).toEqual(new Set());
      }));
});

describe("a member's sight", () => {
  it("is read once and kept until the blocks projection applies a change", async () => {
    const store = createMemoryReadStore();
    const listeners: Array<(projection: string) => void> = [];
    keepSights(store, { onApplied: (listener) => listeners.push(listener) });
    const applied = (projection: string) => listeners.forEach((listener) => listener(projection));
    const block = (blockedId: string) =>
      store.collection(BLOCKS).insertOne({ _id: `ana:${blockedId}`, blockerId: "ana", blockedId, blockedAt: "" });

    await block("ben");
    expect([...(await sightOf(store, "ana")).blocked]).toEqual(["ben"]);
    await block("cy");
    applied(memberDirectory.name);
    expect([...(await sightOf(store, "ana")).blocked]).toEqual(["ben"]);
    applied(blocksProjection.name);
    expect([...(await sightOf(store, "ana")).blocked].sort()).toEqual(["ben", "cy"]);
  });
});

describe("the suspensions projection", () => {
  it("hides a suspended member from the directory's queries until the suspension is lifted", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("tom"), registered("kim")],
        MODERATION: [suspended("tom", "s1"), suspended("kim", "s2"), lifted("kim", "s2")],
      })
      .inEveryOrder(async (store) => {
        expect(await findMember(store, "tom")).toBeNull();
        expect(await findMember(store, "kim")).not.toBeNull();
        expect([...(await membersById(store, ["ana", "tom", "kim"])).keys()].sort()).toEqual(["ana", "kim"]);
      }));

  it("never lets an old lift end a newer suspension", () =>
    spec
      .given({
        IDENTITY: [registered("tom")],
        MODERATION: [suspended("tom", "s1"), lifted("tom", "s1"), suspended("tom", "s2"), lifted("tom", "s1")],
      })
      .then(async (store) => {
        expect(await findMember(store, "tom")).toBeNull();
      }));
});
