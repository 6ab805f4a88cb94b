import { describe, expect, it } from "vitest";
import type { GroupChatsQuery } from "@kumite/contracts/messaging/commands";
import { memberDirectory, dojoPlacesProjection } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { groupMessages, groupOfMember, groupsOf } from "../queries/groups.ts";
import { groupsProjection } from "./groups.ts";

// A dojo's chat as its members see it, whichever of IDENTITY, DOJO and MESSAGING is delivered first:
// its members are the dojo's roster (dojo's events), named from the member directory (identity's),
// and the chat itself and its messages are messaging's own: the projections that answer it, in the
// order messaging's service lists them.

const spec = projectionSpec([memberDirectory, dojoPlacesProjection, groupsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });

const dojoEvent = (type: string, data: { dojoId: string } & Record<string, unknown>): GivenEvent => ({
  type,
  aggregateId: data.dojoId,
  data,
});
const founded = (dojoId: string, ownerId: string) =>
  dojoEvent("DojoFounded", {
    dojoId,
    ownerId,
    name: `Dojo ${dojoId}`,
    description: "Randori",
    location: "Porto",
    martialArts: ["Judo"],
  });
const joined = (dojoId: string, memberId: string) =>
  dojoEvent("MemberJoined", { dojoId, memberId, role: "new_blood", invitationId: null });
const left = (dojoId: string, memberId: string, reason: "left" | "account-deleted" = "left") =>
  dojoEvent("MemberLeft", { dojoId, memberId, reason });
const roleChanged = (dojoId: string, memberId: string, role: string, changedBy: string) =>
  dojoEvent("MemberRoleChanged", { dojoId, memberId, role, changedBy });

const chatOf = (dojoId: string) => `dojo-${dojoId}`;
const dojoChatCreated = (dojoId: string, createdBy: string, occurredAt = "2026-11-20T09:00:00.000Z"): GivenEvent => ({
  type: "GroupChatCreated",
  aggregateId: chatOf(dojoId),
  data: {
    groupId: chatOf(dojoId),
    name: `Dojo ${dojoId} - Dojo Chat`,
    description: "",
    type: "dojo_group",
    dojoId,
    createdBy,
  },
  occurredAt,
});
const posted = (groupId: string, messageId: string, senderId: string, occurredAt: string): GivenEvent => ({
  type: "GroupMessagePosted",
  aggregateId: groupId,
  data: { groupId, messageId, senderId, content: `${messageId} from ${senderId}` },
  occurredAt,
});

/** What `GET /api/group-chats?type=dojo_group&dojoId=` answers the member: each chat's id, members and count. */
async function dojoChatsOf(store: ReadStore, memberId: string, dojoId: string) {
  return listed(store, memberId, { type: "dojo_group", dojoId });
}
async function listed(store: ReadStore, memberId: string, query: GroupChatsQuery) {
  const chats = await groupsOf(store, memberId, query);
  return chats.map(({ id, members, memberCount }) => ({
    id,
    members: members.map((member) => member.displayName).sort(),
    memberCount,
  }));
}

// Up to 500 orders each, the first and last also under a hostile store: more than a unit test's
// default 5 s on a busy machine.
describe("a dojo's chat", { timeout: 20_000 }, () => {
  it("has the roster as its members: who joins is in it, who leaves is out of it and no longer lists it", () =>
    spec
      .given({
        IDENTITY: [registered("olga"), registered("nia"), registered("wes")],
        DOJO: [founded("d1", "olga"), joined("d1", "nia"), joined("d1", "wes"), left("d1", "nia")],
        // Nia made the chat before leaving: it stays the dojo's.
        MESSAGING: [dojoChatCreated("d1", "nia")],
      })
      .inEveryOrder(async (store) => {
        const chat = { id: chatOf("d1"), members: ["OLGA", "WES"], memberCount: 2 };
        expect(await dojoChatsOf(store, "olga", "d1")).toEqual([chat]);
        expect(await dojoChatsOf(store, "wes", "d1")).toEqual([chat]);
        expect(await listed(store, "wes", {})).toEqual([chat]);

        expect(await dojoChatsOf(store, "nia", "d1")).toEqual([]);
        expect(await listed(store, "nia", {})).toEqual([]);
        expect(await dojoChatsOf(store, "ana", "d1")).toEqual([]);
      }));

  it("is read by the dojo's members only, and keeps what a member wrote before leaving", () =>
    spec
      .given({
        IDENTITY: [registered("olga"), registered("nia")],
        DOJO: [founded("d1", "olga"), joined("d1", "nia"), left("d1", "nia")],
        MESSAGING: [
          dojoChatCreated("d1", "olga"),
          posted(chatOf("d1"), "m1", "nia", "2026-11-20T09:01:00.000Z"),
          posted(chatOf("d1"), "m2", "olga", "2026-11-20T09:02:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        await expect(groupOfMember(store, chatOf("d1"), "nia")).rejects.toMatchObject({
          code: "group-chat.members-only",
        });
        expect((await groupOfMember(store, chatOf("d1"), "olga"))._id).toBe(chatOf("d1"));
        const messages = await groupMessages(store, chatOf("d1"), "olga");
        expect(messages.map((message) => `${message.id} ${message.sender.displayName}`)).toEqual(["m1 NIA", "m2 OLGA"]);
      }));

  it("follows a member who moves to another dojo, beside their other group chats", () =>
    spec
      .given({
        IDENTITY: [registered("olga"), registered("nia"), registered("kai")],
        DOJO: [
          founded("d1", "olga"),
          founded("d2", "kai"),
          joined("d1", "nia"),
          left("d1", "nia"),
          joined("d2", "nia"),
        ],
        MESSAGING: [
          {
            type: "GroupChatCreated",
            aggregateId: "g1",
            data: {
              groupId: "g1",
              name: "Sparring",
              description: "",
              type: "match_group",
              dojoId: null,
              createdBy: "nia",
            },
            occurredAt: "2026-11-20T09:00:00.000Z",
          },
          dojoChatCreated("d1", "olga", "2026-11-20T09:05:00.000Z"),
          dojoChatCreated("d2", "kai", "2026-11-20T09:10:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const d2 = { id: chatOf("d2"), members: ["KAI", "NIA"], memberCount: 2 };
        expect(await dojoChatsOf(store, "nia", "d2")).toEqual([d2]);
        expect(await dojoChatsOf(store, "nia", "d1")).toEqual([]);
        expect((await listed(store, "nia", {})).map((chat) => chat.id)).toEqual([chatOf("d2"), "g1"]);
        expect(await dojoChatsOf(store, "olga", "d1")).toEqual([
          { id: chatOf("d1"), members: ["OLGA"], memberCount: 1 },
        ]);
      }));

  it("loses a member whose account is deleted, the owner too, and their messages with them", () =>
    spec
      .given({
        IDENTITY: [registered("olga"), registered("wes"), deleted("olga")],
        // The owner's deletion hands the dojo to its leader and leaves it in one decision.
        DOJO: [
          founded("d1", "olga"),
          joined("d1", "wes"),
          roleChanged("d1", "wes", "leader", "olga"),
          [
            dojoEvent("OwnershipHandedOver", { dojoId: "d1", from: "olga", to: "wes" }),
            left("d1", "olga", "account-deleted"),
          ],
        ],
        MESSAGING: [
          dojoChatCreated("d1", "olga"),
          posted(chatOf("d1"), "m1", "olga", "2026-11-20T09:01:00.000Z"),
          posted(chatOf("d1"), "m2", "wes", "2026-11-20T09:02:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await dojoChatsOf(store, "wes", "d1")).toEqual([{ id: chatOf("d1"), members: ["WES"], memberCount: 1 }]);
        expect((await groupMessages(store, chatOf("d1"), "olga")).map((message) => message.id)).toEqual(["m2"]);
      }));

  it("of a dojo archived with its last member is in no one's list and open to no one", () =>
    spec
      .given({
        IDENTITY: [registered("olga"), registered("ana"), deleted("olga")],
        // The owner was its last member: their deletion leaves the dojo and archives it in one decision.
        DOJO: [
          founded("d1", "olga"),
          [left("d1", "olga", "account-deleted"), dojoEvent("DojoArchived", { dojoId: "d1" })],
        ],
        MESSAGING: [dojoChatCreated("d1", "olga")],
      })
      .inEveryOrder(async (store) => {
        expect(await dojoChatsOf(store, "olga", "d1")).toEqual([]);
        expect(await dojoChatsOf(store, "ana", "d1")).toEqual([]);
        await expect(groupOfMember(store, chatOf("d1"), "ana")).rejects.toMatchObject({
          code: "group-chat.members-only",
        });
      }));
});
