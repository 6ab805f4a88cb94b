import { conversationPairId } from "@kumite/contracts/messaging/events";
import type { MessagesQuery } from "@kumite/contracts/messaging/commands";
import type { ConversationView, DirectMessageView } from "@kumite/contracts/messaging/views";
import { InvalidInput } from "@kumite/kit/errors";
import { blockedWith } from "@kumite/kit/members";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import {
  CONVERSATIONS,
  MESSAGES,
  type ConversationDocument,
  type MessageDocument,
} from "../projections/collections.ts";
import { summariesById } from "./members.ts";

// Direct messages as their two members read them, and each member's conversation list. A block,
// whoever made it, takes the conversation out of both members' lists and its messages out of their
// pages until it is lifted; nothing is erased.

const CONVERSATION_LIMIT = 100;

/** One page of the member's messages (with one member, or with everyone), newest last; `nextCursor` reaches older ones. */
export async function messagePage(
  store: ReadStore,
  memberId: string,
  query: MessagesQuery,
): Promise<{ messages: DirectMessageView[]; nextCursor: string | null }> {
  const filter: Filter = query.with ? { pairId: conversationPairId(memberId, query.with) } : { members: memberId };
  if (query.cursor) filter.sortKey = { $lt: decodeCursor(query.cursor) };
  const blocked = await blockedWith(store, memberId);
  if (query.with && blocked.has(query.with)) return { messages: [], nextCursor: null };
  const found = await store
    .collection<MessageDocument>(MESSAGES)
    .find(filter, { sort: { sortKey: -1 }, limit: query.limit + 1 });
  const more = found.length > query.limit;
  const page = found.slice(0, query.limit);
  // With everyone: a page leaves out the messages with blocked members (it may come out shorter).
  const shown = page.filter((message) => !message.members.some((id) => blocked.has(id)));
  const views = await messageViews(store, shown.reverse());
  return { messages: views, nextCursor: more ? encodeCursor(page.at(-1)!.sortKey) : null };
}

export async function conversationsOf(store: ReadStore, memberId: string): Promise<ConversationView[]> {
  const blocked = await blockedWith(store, memberId);
  // Enough sides that the blocked ones left out still leave a full list.
  const found = await store
    .collection<ConversationDocument>(CONVERSATIONS)
    .find({ memberId }, { sort: { lastSortKey: -1 }, limit: CONVERSATION_LIMIT + blocked.size });
  const sides = found.filter((side) => !blocked.has(side.otherId)).slice(0, CONVERSATION_LIMIT);
  const lasts = await Promise.all(
    sides.map((side) => store.collection<MessageDocument>(MESSAGES).findOne({ _id: side.lastMessageId })),
  );
  const views = await messageViews(
    store,
    lasts.filter((message): message is MessageDocument => message !== null),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  return sides.flatMap((side) => {
    const lastMessage = byId.get(side.lastMessageId);
    if (!lastMessage) return [];
    const user = lastMessage.senderId === side.otherId ? lastMessage.sender : lastMessage.receiver;
    return [{ user, lastMessage, unreadCount: side.unread }];
  });
}

export async function messageViews(
  store: ReadStore,
  messages: readonly MessageDocument[],
): Promise<DirectMessageView[]> {
  const members = await summariesById(
    store,
    messages.flatMap((message) => message.members),
  );
  // Messages with a deleted member leave the views with them.
  return messages.flatMap(({ _id: id, senderId, receiverId, content, createdAt, system }) => {
    const sender = members.get(senderId);
    const receiver = members.get(receiverId);
    return sender && receiver ? [{ id, senderId, receiverId, content, createdAt, system, sender, receiver }] : [];
  });
}

const encodeCursor = (sortKey: string) => Buffer.from(sortKey).toString("base64url");
function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[\w-]+$/.test(sortKey))
    throw new InvalidInput("Invalid cursor", { code: "cursor.invalid" });
  return sortKey;
}
