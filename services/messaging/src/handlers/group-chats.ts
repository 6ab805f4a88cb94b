import type { CreateGroupChatBody } from "@kumite/contracts/messaging/commands";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { Conflict, Forbidden, InvalidInput, NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { eventOf } from "@kumite/kit/aggregate";
import {
  requireMember,
  checkActingAsSelf,
  areConnected,
  DOJO_PLACES,
  type DojoPlaceDocument,
  refuseIfBlocked,
} from "@kumite/kit/members";
import type { MessagingDeps } from "../aggregates.ts";
import { GROUP_CHAT_NOT_FOUND } from "../domain/group-chat.ts";
import { MESSAGING_GYMS, type MessagingGymDocument } from "../projections/gyms.ts";
import { gymChatId } from "@kumite/contracts/gym/views";
import { GROUPS, type GroupDocument } from "../projections/collections.ts";
import { groupOfMember, groupView } from "../queries/groups.ts";
import { may } from "@kumite/contracts/dojo/roles";

// A dojo's chat (one per dojo) is made by its owner or a leader; its members are the dojo's.
export const NO_DOJO = "Dojo chats are for members of a dojo: join or create a dojo first";
export const DOJO_MANAGERS_MAKE_ITS_CHAT = "Only the dojo's owner or a leader can create its chat";
export const ROSTER_MEMBERS = "A dojo chat's members are the dojo's: join the dojo instead";
/** One chat per dojo: its id is the dojo's, so a second one is refused by the log. */
const dojoChatId = (dojoId: string) => `dojo-${dojoId}`;
// A gym's chat (one per gym, SPEC's gym_group) is open to every member: a second create joins the
// first one's chat instead, and anyone joins it from the gym's card.
export const NO_GYM = "A gym chat needs a listed gym";

export async function createGroupChat(
  deps: MessagingDeps,
  memberId: string,
  body: CreateGroupChatBody,
): Promise<{ group: GroupChatView; created: boolean }> {
  checkActingAsSelf(memberId, body.createdBy);
  if (body.type === "gym_group") return createGymChat(deps, memberId, body);
  if (body.gymId) throw new InvalidInput("Only a gym chat belongs to a gym", { code: "group-chat.gym-only" });
  let dojoId: string | null = null;
  if (body.type === "dojo_group") {
    dojoId = body.dojoId ?? null;
    const place = await deps.store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: memberId });
    if (!dojoId || place?.dojoId !== dojoId) throw new InvalidInput(NO_DOJO, { code: "group-chat.dojo-needed" });
    // One chat per dojo, its name fixed for good: made by whoever manages the dojo (SPEC §6).
    if (!place.dojoRole || !may(place.dojoRole, false, "manage dojo"))
      throw new Forbidden(DOJO_MANAGERS_MAKE_ITS_CHAT, { code: "group-chat.dojo-manage-only" });
  } else if (body.dojoId)
    throw new InvalidInput("Only a dojo chat belongs to a dojo", { code: "group-chat.dojo-only" });
  const groupId = dojoId ? dojoChatId(dojoId) : newId();
  await deps.aggregates.groups.handle(
    groupId,
    {
      type: "CreateGroupChat",
      data: { name: body.name, description: body.description, type: body.type, dojoId, createdBy: memberId },
    },
    memberId,
    { expectNew: true },
  );
  return { group: await viewOf(deps, groupId), created: true };
}

async function createGymChat(deps: MessagingDeps, memberId: string, body: CreateGroupChatBody) {
  if (body.dojoId) throw new InvalidInput("Only a dojo chat belongs to a dojo", { code: "group-chat.dojo-only" });
  const gym = body.gymId
    ? await deps.store.collection<MessagingGymDocument>(MESSAGING_GYMS).findOne({ _id: body.gymId })
    : null;
  if (!gym) throw new InvalidInput(NO_GYM, { code: "group-chat.gym-needed" });
  const groupId = gymChatId(gym._id);
  const data = { name: body.name, description: body.description, type: body.type, dojoId: null, gymId: gym._id };
  try {
    await deps.aggregates.groups.handle(
      groupId,
      { type: "CreateGroupChat", data: { ...data, createdBy: memberId } },
      memberId,
    );
    return { group: await viewOf(deps, groupId), created: true };
  } catch (error) {
    // Made already (by another member, or at the same moment): the member joins that one.
    if (!(error instanceof Conflict)) throw error;
    return { group: await joinGroupChat(deps, memberId, groupId), created: false };
  }
}

/**
 * Any member joins a gym's chat; other chats are joined by being added. A gym's chat is a public
 * room: a block hides the two from each other inside it, and never keeps either out.
 */
export async function joinGroupChat(deps: MessagingDeps, memberId: string, groupId: string): Promise<GroupChatView> {
  await requireMember(deps.store, memberId);
  await deps.aggregates.groups.handle(groupId, { type: "JoinGroupChat", data: {} }, memberId);
  return viewOf(deps, groupId);
}

/** A member adds one of their accepted connections. */
export async function addGroupMember(
  deps: MessagingDeps,
  memberId: string,
  groupId: string,
  newMemberId: string,
): Promise<GroupChatView> {
  const group = await groupOfMember(deps.store, groupId, memberId);
  if (group.type === "dojo_group") throw new InvalidInput(ROSTER_MEMBERS, { code: "group-chat.dojo-roster" });
  await requireMember(deps.store, newMemberId);
  await refuseIfBlocked(deps, memberId, newMemberId);
  // A private chat is its creator's company too: nobody brings in a member a block stands between
  // them and the creator. A gym's chat is a public room, which a block never keeps anyone out of.
  if (group.type !== "gym_group") await refuseIfBlocked(deps, newMemberId, group.createdBy);
  if (newMemberId !== memberId && !(await areConnected(deps.store, memberId, newMemberId))) {
    throw new InvalidInput("You can only add members you are connected with", { code: "group-chat.not-connected" });
  }
  await deps.aggregates.groups.handle(groupId, { type: "AddGroupMember", data: { memberId: newMemberId } }, memberId);
  return viewOf(deps, groupId);
}

export async function postGroupMessage(
  deps: MessagingDeps,
  memberId: string,
  groupId: string,
  content: string,
): Promise<GroupMessageView> {
  // Only its members post in it: 404 or 403 otherwise.
  await groupOfMember(deps.store, groupId, memberId);
  const sender = await requireMember(deps.store, memberId);
  const { events } = await deps.aggregates.groups.handle(
    groupId,
    { type: "PostGroupMessage", data: { senderId: memberId, content } },
    memberId,
  );
  const posted = eventOf(events, "GroupMessagePosted")!;
  const { messageId } = posted.data;
  return {
    id: messageId,
    senderId: memberId,
    content,
    createdAt: posted.occurredAt,
    sender: { displayName: sender.displayName, username: sender.username },
    fromBlocked: false,
  };
}

async function viewOf(deps: MessagingDeps, groupId: string): Promise<GroupChatView> {
  const group = await deps.store.collection<GroupDocument>(GROUPS).findOne({ _id: groupId });
  if (!group) throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  return groupView(deps.store, group);
}
