import type { GroupChatCreated, GroupChatEvent } from "@kumite/contracts/messaging/events";
import type { GroupChatType } from "@kumite/contracts/values";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, InvalidInput, NotFound } from "@kumite/kit/errors";

// A group chat and who is in it. Membership is the invariant (a member is added once, only by a
// member, or joins a gym chat, which is open to all): those commands expect the version. A message guards nothing over history and is
// appended without one; that its sender is a member is checked on the read model.

export type GroupChatState = { status: "none" } | { status: "open"; type: GroupChatType; members: readonly string[] };
export const initialState: GroupChatState = { status: "none" };

export type CreateGroupChat = Command<"CreateGroupChat", Omit<GroupChatCreated, "groupId">>;
export type AddGroupMember = Command<"AddGroupMember", { memberId: string }>;
export type PostGroupMessage = Command<"PostGroupMessage", { senderId: string; content: string }>;
/** Any member joins a gym's chat from the gym's card. */
export type JoinGroupChat = Command<"JoinGroupChat", Record<string, never>>;
export type GroupChatCommand = CreateGroupChat | AddGroupMember | PostGroupMessage | JoinGroupChat;

export const GROUP_CHAT_NOT_FOUND = "Group chat not found";
export const MEMBERS_ONLY = "Only members of this group chat can do that";
export const GROUP_CHAT_EXISTS = "This group chat already exists";
export const GYM_CHATS_ONLY = "Only gym chats are open to join";

export function evolve(state: GroupChatState, event: GroupChatEvent): GroupChatState {
  switch (event.type) {
    case "GroupChatCreated":
      return { status: "open", type: event.data.type, members: [event.data.createdBy] };
    case "GroupMemberAdded":
      return state.status === "open" ? { ...state, members: [...state.members, event.data.memberId] } : state;
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
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const groupChatDecider = { initialState, evolve, decide };
