import { describe, expect, it } from "vitest";
import { memberDirectory } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { groupMessages, groupOfMember, groupsOf, groupView } from "../queries/groups.ts";
import { groupsProjection } from "./groups.ts";

// Group chats: who is in each, and their messages in the order they were posted.

const spec = projectionSpec([memberDirectory, groupsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const created = (groupId: string, createdBy: string, occurredAt = "2026-11-20T09:00:00.000Z"): GivenEvent => ({
  type: "GroupChatCreated",
  aggregateId: groupId,
  data: { groupId, name: `Group ${groupId}`, description: "", type: "general", dojoId: null, createdBy },
  occurredAt,
});
const added = (groupId: string, memberId: string, addedBy: string): GivenEvent => ({
  type: "GroupMemberAdded",
  aggregateId: groupId,
  data: { groupId, memberId, addedBy },
});
const posted = (groupId: string, messageId: string, senderId: string, occurredAt: string): GivenEvent => ({
  type: "GroupMessagePosted",
  aggregateId: groupId,
  data: { groupId, messageId, senderId, content: `${messageId} from ${senderId}` },
  occurredAt,
});

describe("the groups projection", () => {
  it("starts a group with its creator, adds each member once, and lists it for its members only", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo")],
        MESSAGING: [
          created("g1", "ana"),
          added("g1", "ben", "ana"),
          added("g1", "ben", "ana"),
          created("g2", "cleo", "2026-11-20T10:00:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const group = await groupOfMember(store, "g1", "ben");
        expect(group.members).toEqual(["ana", "ben"]);
        expect((await groupView(store, group)).memberCount).toBe(2);
        expect((await groupsOf(store, "ana", {})).map((view) => view.id)).toEqual(["g1"]);
        expect((await groupsOf(store, "cleo", {})).map((view) => view.id)).toEqual(["g2"]);
        await expect(groupOfMember(store, "g1", "cleo")).rejects.toMatchObject({ code: "group-chat.members-only" });
        await expect(groupOfMember(store, "g3", "ana")).rejects.toMatchObject({ code: "group-chat.not-found" });
      }));

  it("keeps a group's messages in the order they were posted, each once", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [
          created("g1", "ana"),
          added("g1", "ben", "ana"),
          posted("g1", "m1", "ana", "2026-11-20T09:01:00.000Z"),
          posted("g1", "m2", "ben", "2026-11-20T09:02:00.000Z"),
          posted("g1", "m3", "ana", "2026-11-20T09:03:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const messages = await groupMessages(store, "g1", "ana");
        expect(messages.map((message) => `${message.id} ${message.sender.displayName}`)).toEqual([
          "m1 ANA",
          "m2 BEN",
          "m3 ANA",
        ]);
      }));
});
