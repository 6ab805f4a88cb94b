import { describe, it } from "vitest";
import type { GroupChatEvent } from "@kumite/contracts/messaging/events";
import { Conflict, Forbidden, InvalidInput, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import {
  CREATOR_ONLY,
  CREATOR_STAYS,
  DOJO_CHAT_ROSTER,
  groupChatDecider,
  GYM_CHATS_ONLY,
  MEMBERS_ONLY,
  PUBLIC_ROOM,
  REMOVED_FROM_CHAT,
} from "./group-chat.ts";

const spec = deciderSpec(groupChatDecider, { aggregateId: "g1", actorId: "ana", commandId: "c1" });
const created: GroupChatEvent = {
  type: "GroupChatCreated",
  data: { groupId: "g1", name: "Open mat", description: "", type: "match_group", dojoId: null, createdBy: "ana" },
};
const benAdded: GroupChatEvent = { type: "GroupMemberAdded", data: { groupId: "g1", memberId: "ben", addedBy: "ana" } };
const addBen = { type: "AddGroupMember", data: { memberId: "ben" } } as const;

describe("a group chat", () => {
  it("is created once, with its creator as the first member", () => {
    const { groupId: _id, ...data } = created.data;
    spec.given([]).when({ type: "CreateGroupChat", data }).then([created]);
    spec.given([created]).when({ type: "CreateGroupChat", data }).thenThrows(Conflict);
  });

  it("takes new members from its members only, each once", () => {
    spec.given([created]).when(addBen).then([benAdded]);
    spec.given([created, benAdded]).when(addBen).then([]);
    spec.given([created]).when(addBen, { actorId: "cleo" }).thenThrows(Forbidden, MEMBERS_ONLY);
    spec.given([]).when(addBen).thenThrows(NotFound);
  });

  it("posts a message with an id of its own", () => {
    spec
      .given([created])
      .when({ type: "PostGroupMessage", data: { senderId: "ana", content: "Osu" } }, { commandId: "m1" })
      .then([
        { type: "GroupMessagePosted", data: { groupId: "g1", messageId: "m1", senderId: "ana", content: "Osu" } },
      ]);
  });

  it("lets any member join a gym chat, once, and no other chat", () => {
    const gymChat: GroupChatEvent = {
      type: "GroupChatCreated",
      data: { ...created.data, type: "gym_group", gymId: "gym-1" },
    };
    const join = { type: "JoinGroupChat", data: {} } as const;
    spec
      .given([gymChat])
      .when(join, { actorId: "cleo" })
      .then([{ type: "GroupMemberAdded", data: { groupId: "g1", memberId: "cleo", addedBy: "cleo" } }]);
    spec.given([gymChat]).when(join, { actorId: "ana" }).then([]);
    spec.given([created]).when(join, { actorId: "cleo" }).thenThrows(InvalidInput, GYM_CHATS_ONLY);
    spec.given([]).when(join, { actorId: "cleo" }).thenThrows(NotFound);
  });

  it("lets its creator remove members of a match chat, never themselves, a dojo chat's nor a gym chat's", () => {
    const remove = (memberId: string) => ({ type: "RemoveGroupMember", data: { memberId } }) as const;
    const benRemoved: GroupChatEvent = {
      type: "GroupMemberRemoved",
      data: { groupId: "g1", memberId: "ben", removedBy: "ana" },
    };
    spec.given([created, benAdded]).when(remove("ben")).then([benRemoved]);
    spec.given([created, benAdded, benRemoved]).when(remove("ben")).then([]);
    spec.given([created, benAdded]).when(remove("ana")).thenThrows(Forbidden, CREATOR_STAYS);
    spec.given([created, benAdded]).when(remove("ana"), { actorId: "ben" }).thenThrows(Forbidden, CREATOR_ONLY);
    const dojoChat: GroupChatEvent = {
      type: "GroupChatCreated",
      data: { ...created.data, type: "dojo_group", dojoId: "d1" },
    };
    spec.given([dojoChat]).when(remove("ben")).thenThrows(InvalidInput, DOJO_CHAT_ROSTER);
    const gymChat: GroupChatEvent = {
      type: "GroupChatCreated",
      data: { ...created.data, type: "gym_group", gymId: "gym-1" },
    };
    spec.given([gymChat, benAdded]).when(remove("ben")).thenThrows(Forbidden, PUBLIC_ROOM);
    spec.given([]).when(remove("ben")).thenThrows(NotFound);
  });

  it("keeps a member removed from a match chat out until its creator adds them back; a gym chat keeps nobody out", () => {
    const gymChat: GroupChatEvent = {
      type: "GroupChatCreated",
      data: { ...created.data, type: "gym_group", gymId: "gym-1" },
    };
    const benJoined: GroupChatEvent = {
      type: "GroupMemberAdded",
      data: { groupId: "g1", memberId: "ben", addedBy: "ben" },
    };
    const benRemoved: GroupChatEvent = {
      type: "GroupMemberRemoved",
      data: { groupId: "g1", memberId: "ben", removedBy: "ana" },
    };
    const cleoAdded: GroupChatEvent = {
      type: "GroupMemberAdded",
      data: { groupId: "g1", memberId: "cleo", addedBy: "ana" },
    };
    // Removed by the one who opened it, when gym chats still had an owner: the room lets them back in.
    spec
      .given([gymChat, benJoined, benRemoved])
      .when({ type: "JoinGroupChat", data: {} }, { actorId: "ben" })
      .then([benJoined]);
    spec
      .given([created, benAdded, cleoAdded, benRemoved])
      .when(addBen, { actorId: "cleo" })
      .thenThrows(Forbidden, REMOVED_FROM_CHAT);
    spec.given([created, benAdded, benRemoved]).when(addBen).then([benAdded]);
  });
});
