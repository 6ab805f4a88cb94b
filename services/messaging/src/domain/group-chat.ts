import type { GroupChatCreated, GroupChatEvent } from "@kumite/contracts/messaging/events";
import type { GroupChatType } from "@kumite/contracts/values";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, InvalidInput, NotFound } from "@kumite/kit/errors";

// A group chat and who is in it. Membership is the invariant (a member is added once, only by a
// member, or joins a gym chat; the creator of a match chat removes members, who then stay out until
// the creator adds them back): those commands expect the version. A gym's chat is a public room
// with no owner: anyone joins it, and nobody but moderation takes anyone out or keeps anyone out. A message guards nothing
// over history and is appended without one; that its sender is a member is checked on the read model.

export type GroupChatState =
  | { status: "none" }
  | {
      status: "open";
      type: GroupChatType;
      createdBy: string;
      members: readonly string[];
      /** Removed by the creator of a match chat: not added by another member again. */
      removed: readonly string[];
    };
export const initialState: GroupChatState = { status: "none" };

export type CreateGroupChat = Command<"CreateGroupChat", Omit<GroupChatCreated, "groupId">>;
export type AddGroupMember = Command<"AddGroupMember", { memberId: string }>;
export type PostGroupMessage = Command<"PostGroupMessage", { senderId: string; content: string }>;
/** Any member joins a gym's chat from the gym's card. */
export type JoinGroupChat = Command<"JoinGroupChat", Record<string, never>>;
/** The creator of a match chat takes a member out (a dojo chat's members are its roster's). */
export type RemoveGroupMember = Command<"RemoveGroupMember", { memberId: string }>;
export type GroupChatCommand = CreateGroupChat | AddGroupMember | PostGroupMessage | JoinGroupChat | RemoveGroupMember;

export const GROUP_CHAT_NOT_FOUND = "Group chat not found";
export const MEMBERS_ONLY = "Only members of this group chat can do that";
export const GROUP_CHAT_EXISTS = "This group chat already exists";
export const GYM_CHATS_ONLY = "Only gym chats are open to join";
export const CREATOR_ONLY = "Only the group chat's creator can remove its members";
export const CREATOR_STAYS = "You created this group chat: you cannot remove yourself";
export const DOJO_CHAT_ROSTER = "A dojo chat's members are the dojo's: remove them from the dojo instead";
export const REMOVED_FROM_CHAT = "You were removed from this group chat";
export const PUBLIC_ROOM = "A gym chat is open to every member: nobody removes its members";

export function evolve(state: GroupChatState, event: GroupChatEvent): GroupChatState {
  switch (event.type) {
    case "GroupChatCreated": {
      const { type, createdBy } = event.data;
      return { status: "open", type, createdBy, members: [createdBy], removed: [] };
    }
    case "GroupMemberAdded": {
      if (state.status !== "open") return state;
      const { memberId } = event.data;
      return {
        ...state,
        members: [...state.members, memberId],
        removed: state.removed.filter((id) => id !== memberId),
      };
    }
    case "GroupMemberRemoved": {
      if (state.status !== "open") return state;
      const { memberId } = event.data;
      return {
        ...state,
        members: state.members.filter((id) => id !== memberId),
        removed: [...state.removed, memberId],
      };
    }
    case "GroupMessagePosted":
      return state;
  }
}

function create({ data, metadata }: CreateGroupChat, state: GroupChatState): GroupChatEvent[] {
  if (state.status !== "none") throw new Conflict(GROUP_CHAT_EXISTS);
  return [{ type: "GroupChatCreated", data: { groupId: metadata.aggregateId, ...data } }];
}

function add({ data, metadata }: AddGroupMember, state: GroupChatState): GroupChatEvent[] {
  if (state.status === "none") throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  if (!metadata.actorId || !state.members.includes(metadata.actorId))
    throw new Forbidden(MEMBERS_ONLY, { code: "group-chat.members-only" });
  if (state.members.includes(data.memberId)) return [];
  if (state.removed.includes(data.memberId) && metadata.actorId !== state.createdBy)
    throw new Forbidden(REMOVED_FROM_CHAT, { code: "group-chat.removed" });
  return [
    {
      type: "GroupMemberAdded",
      data: { groupId: metadata.aggregateId, memberId: data.memberId, addedBy: metadata.actorId },
    },
  ];
}

function join({ metadata }: JoinGroupChat, state: GroupChatState): GroupChatEvent[] {
  if (state.status === "none") throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  if (state.type !== "gym_group") throw new InvalidInput(GYM_CHATS_ONLY, { code: "group-chat.not-joinable" });
  const memberId = metadata.actorId;
  if (!memberId || state.members.includes(memberId)) return [];
  return [{ type: "GroupMemberAdded", data: { groupId: metadata.aggregateId, memberId, addedBy: memberId } }];
}

function remove({ data, metadata }: RemoveGroupMember, state: GroupChatState): GroupChatEvent[] {
  if (state.status === "none") throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  if (state.type === "dojo_group") throw new InvalidInput(DOJO_CHAT_ROSTER, { code: "group-chat.dojo-roster" });
  if (state.type === "gym_group") throw new Forbidden(PUBLIC_ROOM, { code: "group-chat.public-room" });
  if (metadata.actorId !== state.createdBy) throw new Forbidden(CREATOR_ONLY, { code: "group-chat.creator-only" });
  if (data.memberId === state.createdBy) throw new Forbidden(CREATOR_STAYS, { code: "group-chat.remove-self" });
  if (!state.members.includes(data.memberId)) return [];
  const removed = { groupId: metadata.aggregateId, memberId: data.memberId, removedBy: metadata.actorId };
  return [{ type: "GroupMemberRemoved", data: removed }];
}

function post({ data, metadata }: PostGroupMessage): GroupChatEvent[] {
  return [
    { type: "GroupMessagePosted", data: { groupId: metadata.aggregateId, messageId: metadata.commandId, ...data } },
  ];
}

export function decide(command: GroupChatCommand, state: GroupChatState): GroupChatEvent[] {
  switch (command.type) {
    case "CreateGroupChat":
      return create(command, state);
    case "AddGroupMember":
      return add(command, state);
    case "PostGroupMessage":
      return post(command);
    case "JoinGroupChat":
      return join(command, state);
    case "RemoveGroupMember":
      return remove(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const groupChatDecider = { initialState, evolve, decide };
