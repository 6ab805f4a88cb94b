import type { GroupChatsQuery } from "@kumite/contracts/messaging/commands";
import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import type { Filter, ReadStore } from "@kumite/kit/read-store/port";
import { GROUP_CHAT_NOT_FOUND, MEMBERS_ONLY } from "../domain/group-chat.ts";
import { GROUP_MESSAGES, GROUPS, type GroupDocument, type GroupMessageDocument } from "../projections/collections.ts";
import { summariesById } from "./members.ts";

const GROUP_MESSAGE_LIMIT = 200;

/** A group chat the member belongs to: 404 if there is none, 403 if they are not in it. */
export async function groupOfMember(store: ReadStore, groupId: string, memberId: string): Promise<GroupDocument> {
  const group = await store.collection<GroupDocument>(GROUPS).findOne({ _id: groupId });
  if (!group) throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  if (!group.members.includes(memberId)) throw new Forbidden(MEMBERS_ONLY, { code: "group-chat.members-only" });
  return group;
}

export async function groupsOf(store: ReadStore, memberId: string, query: GroupChatsQuery): Promise<GroupChatView[]> {
  const filter: Filter = { members: memberId };
  if (query.type) filter.type = query.type;
  if (query.dojoId) filter.dojoId = query.dojoId;
  const groups = await store.collection<GroupDocument>(GROUPS).find(filter, { sort: { createdAt: -1 } });
  return Promise.all(groups.map((group) => groupView(store, group)));
}

export async function groupView(store: ReadStore, group: GroupDocument): Promise<GroupChatView> {
  const members = await summariesById(store, group.members);
  const { _id: id, name, description, type, dojoId, createdBy } = group;
  const present = group.members.flatMap((memberId) => members.get(memberId) ?? []);
  return { id, name, description, type, dojoId, createdBy, memberCount: present.length, members: present };
}

/** The last messages of a group chat, oldest first. */
export async function groupMessages(store: ReadStore, groupId: string): Promise<GroupMessageView[]> {
  const newest = await store
    .collection<GroupMessageDocument>(GROUP_MESSAGES)
    .find({ groupId }, { sort: { sortKey: -1 }, limit: GROUP_MESSAGE_LIMIT });
  return groupMessageViews(store, newest.reverse());
}

export async function groupMessageViews(
  store: ReadStore,
  messages: readonly GroupMessageDocument[],
): Promise<GroupMessageView[]> {
  const members = await summariesById(
    store,
    messages.map((message) => message.senderId),
  );
  return messages.flatMap(({ _id: id, senderId, content, createdAt }) => {
    const sender = members.get(senderId);
    return sender
      ? [{ id, senderId, content, createdAt, sender: { displayName: sender.displayName, username: sender.username } }]
      : [];
  });
}
