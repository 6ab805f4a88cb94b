import type { CreateGroupChatBody } from "@kumite/contracts/messaging/commands";
import type { GroupMessagePosted } from "@kumite/contracts/messaging/events";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import type { Position } from "@kumite/kit/event-store";
import { InvalidInput, NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { publishLive } from "@kumite/kit/live";
import { requireMember } from "@kumite/kit/members/queries";
import { checkActingAsSelf } from "@kumite/kit/members/refusals";
import type { MessagingDeps } from "../aggregates.ts";
import { GROUP_CHAT_NOT_FOUND } from "../domain/group-chat.ts";
import { GROUPS, type GroupDocument } from "../projections/collections.ts";
import { groupOfMember, groupView, membersOfGroup } from "../queries/groups.ts";
import { areConnected } from "@kumite/kit/members/connections";
import { dojoOf } from "@kumite/kit/members/dojo-places";

// A dojo's chat (one per dojo) is made by a member of that dojo; its members are the dojo's.
export const NO_DOJO = "Dojo chats are for members of a dojo: join or create a dojo first";
export const ROSTER_MEMBERS = "A dojo chat's members are the dojo's: join the dojo instead";
/** One chat per dojo: its id is the dojo's, so a second one is refused by the log. */
const dojoChatId = (dojoId: string) => `dojo-${dojoId}`;

export async function createGroupChat(
  deps: MessagingDeps,
  memberId: string,
  body: CreateGroupChatBody,
): Promise<{ group: GroupChatView; position: Position }> {
  checkActingAsSelf(memberId, body.createdBy);
  let dojoId: string | null = null;
  if (body.type === "dojo_group") {
    dojoId = body.dojoId ?? null;
    if (!dojoId || (await dojoOf(deps.store, memberId)) !== dojoId) {
      throw new InvalidInput(NO_DOJO, { code: "group-chat.dojo-needed" });
    }
  } else if (body.dojoId)
    throw new InvalidInput("Only a dojo chat belongs to a dojo", { code: "group-chat.dojo-only" });
  const groupId = dojoId ? dojoChatId(dojoId) : newId();
  const { position } = await deps.aggregates.groups.handle(
    groupId,
    {
      type: "CreateGroupChat",
      data: { name: body.name, description: body.description, type: body.type, dojoId, createdBy: memberId },
    },
    memberId,
    { expectNew: true },
  );
  return { group: await viewOf(deps, groupId), position };
}

/** A member adds one of their accepted connections. */
export async function addGroupMember(
  deps: MessagingDeps,
  memberId: string,
  groupId: string,
  newMemberId: string,
): Promise<{ group: GroupChatView; position: Position }> {
  const group = await groupOfMember(deps.store, groupId, memberId);
  if (group.type === "dojo_group") throw new InvalidInput(ROSTER_MEMBERS, { code: "group-chat.dojo-roster" });
  await requireMember(deps.store, newMemberId);
  if (newMemberId !== memberId && !(await areConnected(deps.store, memberId, newMemberId))) {
    throw new InvalidInput("You can only add members you are connected with", { code: "group-chat.not-connected" });
  }
  const { position } = await deps.aggregates.groups.handle(
    groupId,
    { type: "AddGroupMember", data: { memberId: newMemberId } },
    memberId,
  );
  return { group: await viewOf(deps, groupId), position };
}

export async function postGroupMessage(
  deps: MessagingDeps,
  memberId: string,
  groupId: string,
  content: string,
): Promise<{ message: GroupMessageView; position: Position }> {
  const group = await groupOfMember(deps.store, groupId, memberId);
  const sender = await requireMember(deps.store, memberId);
  const { events, position } = await deps.aggregates.groups.handle(
    groupId,
    { type: "PostGroupMessage", data: { senderId: memberId, content } },
    memberId,
  );
  const posted = events[0]!;
  const { messageId } = posted.data as GroupMessagePosted;
  const members = await membersOfGroup(deps.store, group);
  publishLive(deps.nats, deps.logger, members, { type: "group_message", groupId, messageId }, position);
  return {
    message: {
      id: messageId,
      senderId: memberId,
      content,
      createdAt: posted.occurredAt,
      sender: { displayName: sender.displayName, username: sender.username },
    },
    position,
  };
}

async function viewOf(deps: MessagingDeps, groupId: string): Promise<GroupChatView> {
  const group = await deps.store.collection<GroupDocument>(GROUPS).findOne({ _id: groupId });
  if (!group) throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  return groupView(deps.store, group);
}
