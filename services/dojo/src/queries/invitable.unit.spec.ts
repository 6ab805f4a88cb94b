import { describe, expect, it } from "vitest";
import {
  blocksProjection,
  connectionsOf,
  connectionsProjection,
  dojoPlacesProjection,
  inNoDojo,
  memberDirectory,
  suspensionsProjection,
} from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { projectionSpec, type GivenEvent, moderationGiven } from "@kumite/kit/testing";
import { invitableViews } from "./invitable.ts";
const { blocked, unblocked } = moderationGiven;

// The invite lists read four streams (IDENTITY, SOCIAL, DOJO, MODERATION) in any interleaving: a
// block, whoever made it, keeps the two members off each other's list, and its lift puts them back.

const spec = projectionSpec([
  memberDirectory,
  connectionsProjection,
  dojoPlacesProjection,
  blocksProjection,
  suspensionsProjection,
]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
/** One command's events: a request and its acceptance, as a like back stores them. */
const connected = (userId: string, connectedUserId: string): GivenEvent[] => {
  const connectionId = `${userId}-${connectedUserId}`;
  return [
    { type: "ConnectionRequested", aggregateId: connectionId, data: { connectionId, userId, connectedUserId } },
    {
      type: "ConnectionAccepted",
      aggregateId: connectionId,
      data: { connectionId, userId, connectedUserId, mutual: true },
    },
  ];
};
const founded = (dojoId: string, ownerId: string): GivenEvent => ({
  type: "DojoFounded",
  aggregateId: dojoId,
  data: { dojoId, ownerId, name: "Judo Porto", description: "", location: "Porto", martialArts: ["Judo"] },
});

/** The dojo invite list of `inviterId`: connections in no dojo, by the rule the route applies. */
const dojoInviteList = async (store: ReadStore, inviterId: string) =>
  (await invitableViews(store, inviterId, await inNoDojo(store, await connectionsOf(store, inviterId)))).map(
    (member) => member.id,
  );

describe("the invitable lists", () => {
  for (const [blocker, blockedId] of [
    ["olga", "ben"],
    ["ben", "olga"],
  ] as const) {
    it(`leave out a member a block stands between (${blocker} blocked), in every order`, async () => {
      const orders = await spec
        .given({
          IDENTITY: [registered("olga"), registered("ben")],
          SOCIAL: [connected("olga", "ben")],
          DOJO: [founded("d1", "olga")],
          MODERATION: [blocked(blocker, blockedId)],
        })
        .inEveryOrder(async (store) => {
          expect(await dojoInviteList(store, "olga")).toEqual([]);
          expect((await invitableViews(store, "olga", ["ben"])).map((member) => member.id)).toEqual([]);
          expect((await invitableViews(store, "ben", ["olga"])).map((member) => member.id)).toEqual([]);
        });
      expect(orders).toBe(180);
    });
  }

  it("offer the member again once the block is lifted, in every order", async () => {
    await spec
      .given({
        IDENTITY: [registered("olga"), registered("ben")],
        SOCIAL: [connected("olga", "ben")],
        DOJO: [founded("d1", "olga")],
        MODERATION: [blocked("ben", "olga"), unblocked("ben", "olga")],
      })
      .inEveryOrder(async (store) => {
        expect(await dojoInviteList(store, "olga")).toEqual(["ben"]);
        expect((await invitableViews(store, "ben", ["olga"])).map((member) => member.id)).toEqual(["olga"]);
      });
  });
});
