import type { GroupChatsQuery } from "@kumite/contracts/messaging/commands";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { blocksBy, dojoOf, membersOfDojo } from "@kumite/kit/members";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import { GROUP_CHAT_NOT_FOUND, MEMBERS_ONLY } from "../domain/group-chat.ts";
import { GROUP_MESSAGES, GROUPS, type GroupDocument, type GroupMessageDocument } from "../projections/collections.ts";
import { summariesById } from "./members.ts";

const GROUP_MESSAGE_LIMIT = 200;

// A dojo chat's members are its dojo's, as the dojo's roster stands (the kit's dojo places): who
// joins may read and write it at once, who leaves may not.

/** Who is in a group chat: its members, or for a dojo chat, its dojo's. */
export async function membersOfGroup(store: ReadStore, group: GroupDocument): Promise<string[]> {
  return group.type === "dojo_group" && group.dojoId ? membersOfDojo(store, group.dojoId) : group.members;
}

/** A group chat the member belongs to: 404 if there is none, 403 if they are not in it. */
export async function groupOfMember(store: ReadStore, groupId: string, memberId: string): Promise<GroupDocument> {
  const group = await store.collection<GroupDocument>(GROUPS).findOne({ _id: groupId });
  if (!group) throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  const inIt =
    group.type === "dojo_group" ? (await dojoOf(store, memberId)) === group.dojoId : group.members.includes(memberId);
  if (!inIt) throw new Forbidden(MEMBERS_ONLY, { code: "group-chat.members-only" });
  return group;
}

export async function groupsOf(store: ReadStore, memberId: string, query: GroupChatsQuery): Promise<GroupChatView[]> {
  const groups = store.collection<GroupDocument>(GROUPS);
  const own: Filter<GroupDocument> = { members: memberId, type: { $ne: "dojo_group" } };
  if (query.type) own.type = query.type;
  if (query.dojoId) own.dojoId = query.dojoId;
  if (query.gymId) own.gymId = query.gymId;
  const found = query.type === "dojo_group" ? [] : await groups.find(own, { sort: { createdAt: -1 } });
  const dojoId = await dojoOf(store, memberId);
  const wantsDojoChat = (!query.type || query.type === "dojo_group") && (!query.dojoId || query.dojoId === dojoId);
  if (dojoId && wantsDojoChat && !query.gymId) found.push(...(await groups.find({ type: "dojo_group", dojoId })));
  found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return Promise.all(found.map((group) => groupView(store, group)));
}

export async function groupView(store: ReadStore, group: GroupDocument): Promise<GroupChatView> {
  const memberIds = await membersOfGroup(store, group);
  const members = await summariesById(store, memberIds);
  const { _id: id, name, description, type, dojoId, gymId, createdBy } = group;
  const present = memberIds.flatMap((memberId) => members.get(memberId) ?? []);
  const gym = gymId ? { gymId } : {};
  return { id, name, description, type, dojoId, ...gym, createdBy, memberCount: present.length, members: present };
}

/**
 * The last messages of a group chat, oldest first, as `readerId` reads them: a block does not part
 * members who share a chat, so the messages of a member the reader blocked stay, flagged to be
 * shown collapsed (only the blocker's side: the one blocked reads on as before).
 */
export async function groupMessages(store: ReadStore, groupId: string, readerId: string): Promise<GroupMessageView[]> {
  const newest = await store
    .collection<GroupMessageDocument>(GROUP_MESSAGES)
    .find({ groupId }, { sort: { sortKey: -1 }, limit: GROUP_MESSAGE_LIMIT });
  return groupMessageViews(store, newest.reverse(), readerId);
}

export async function groupMessageViews(
  store: ReadStore,
  messages: readonly GroupMessageDocument[],
  readerId: string,
): Promise<GroupMessageView[]> {
  const [members, blocked] = await Promise.all([
    summariesById(
      store,
      messages.map((message) => message.senderId),
    ),
    blocksBy(store, readerId),
  ]);
  const blockedIds = new Set(blocked.map((block) => block.blockedId));
  return messages.flatMap(({ _id: id, senderId, content, createdAt }) => {
    const sender = members.get(senderId);
    if (!sender) return [];
    const { displayName, username } = sender;
    return [
      { id, senderId, content, createdAt, sender: { displayName, username }, fromBlocked: blockedIds.has(senderId) },
    ];
  });
}
