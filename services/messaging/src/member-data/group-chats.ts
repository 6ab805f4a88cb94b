import { dojoOf } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { GROUP_MESSAGES, GROUPS, type GroupDocument, type GroupMessageDocument } from "../projections/collections.ts";
import { groupView } from "../queries/groups.ts";
import { summariesById } from "../queries/members.ts";

// The member's group chats for their export: those they are in (their dojo's included), with every
// message the app lets them read, and those they left, with only the messages they wrote there.
// A message of a member who has left or is suspended is not shown in the app, and is not here.

type Message = GroupMessageDocument;

export async function groupChatsForExport(store: ReadStore, memberId: string) {
  const groups = store.collection<GroupDocument>(GROUPS);
  const dojoId = await dojoOf(store, memberId);
  const [own, dojoChats, written] = await Promise.all([
    groups.find({ members: memberId, type: { $ne: "dojo_group" } }, { sort: { createdAt: 1 } }),
    dojoId ? groups.find({ type: "dojo_group", dojoId }) : Promise.resolve([]),
    store.collection<Message>(GROUP_MESSAGES).find({ senderId: memberId }, { sort: { sortKey: 1 } }),
  ]);
  const inGroups = [...own, ...dojoChats];
  const inIds = new Set(inGroups.map((group) => group._id));
  const read = await store
    .collection<Message>(GROUP_MESSAGES)
    .find({ groupId: { $in: [...inIds] } }, { sort: { sortKey: 1 } });
  const senders = await summariesById(
    store,
    read.map((message) => message.senderId),
  );
  const shown = read.filter((message) => message.senderId === memberId || senders.has(message.senderId));
  const leftIds = [...new Set(written.map((message) => message.groupId))].filter((id) => !inIds.has(id));
  const left = await groups.find({ _id: { $in: leftIds } });

  const messagesOf = (groupId: string, messages: readonly Message[]) =>
    messages
      .filter((message) => message.groupId === groupId)
      .map(({ _id, senderId, content, createdAt }) => ({
        id: _id,
        sender: senders.get(senderId) ?? { id: senderId },
        content,
        createdAt,
      }));
  return {
    groupChats: await Promise.all(
      inGroups.map(async (group) => ({ ...(await groupView(store, group)), messages: messagesOf(group._id, shown) })),
    ),
    groupChatsLeft: left.map(({ _id, name, type }) => ({ id: _id, name, type, messages: messagesOf(_id, written) })),
  };
}
