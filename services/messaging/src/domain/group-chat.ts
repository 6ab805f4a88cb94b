import type { GroupChatCreated, GroupChatEvent } from "@kumite/contracts/messaging/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";

// A group chat and who is in it. Membership is the invariant (a member is added once, only by a
// member): those commands expect the version. A message guards nothing over history and is
// appended without one; that its sender is a member is checked on the read model.

export type GroupChatState = { status: "none" } | { status: "open"; members: readonly string[] };
export const initialState: GroupChatState = { status: "none" };

export type CreateGroupChat = Command<"CreateGroupChat", Omit<GroupChatCreated, "groupId">>;
export type AddGroupMember = Command<"AddGroupMember", { memberId: string }>;
export type PostGroupMessage = Command<"PostGroupMessage", { senderId: string; content: string }>;
export type GroupChatCommand = CreateGroupChat | AddGroupMember | PostGroupMessage;

export const GROUP_CHAT_NOT_FOUND = "Group chat not found";
export const MEMBERS_ONLY = "Only members of this group chat can do that";

export function evolve(state: GroupChatState, event: GroupChatEvent): GroupChatState {
  switch (event.type) {
    case "GroupChatCreated":
      return { status: "open", members: [event.data.createdBy] };
    case "GroupMemberAdded":
      return state.status === "open" ? { status: "open", members: [...state.members, event.data.memberId] } : state;
    case "GroupMessagePosted":
      return state;
  }
}

function create({ data, metadata }: CreateGroupChat, state: GroupChatState): GroupChatEvent[] {
  if (state.status !== "none") throw new Conflict("This group chat already exists");
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
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const groupChatDecider = { initialState, evolve, decide };
