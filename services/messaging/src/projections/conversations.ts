import { conversationPairId, MESSAGING_STREAM, type ConversationEvent } from "@kumite/contracts/messaging/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { eventOrder } from "@kumite/kit/event-store";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import { CONVERSATIONS, MESSAGES, type ConversationDocument, type MessageDocument } from "./collections.ts";

// Direct messages and each member's list of conversations: the last message, and how many of the
// other's messages they have not read. An accepted connection opens a conversation for both with
// a line from the app, so a match has somewhere to start.

export const MATCHED_LINE = "You matched! Say hello.";

export const conversationsProjection = defineProjection<EventsOf<ConversationEvent | ConnectionEvent>>({
  name: "conversations",
  streams: [MESSAGING_STREAM.name, SOCIAL_STREAM.name],
  async setup(store) {
    await store.collection(MESSAGES).createIndex({ pairId: 1, sortKey: -1 });
    await store.collection(MESSAGES).createIndex({ members: 1, sortKey: -1 });
    await store.collection(CONVERSATIONS).createIndex({ memberId: 1, lastSortKey: -1 });
  },
  on: {
    async DirectMessageSent(event, store) {
      const { data, occurredAt } = event;
      const sequence = eventOrder(event);
      const { messageId, senderId, receiverId, content } = data;
      await addMessage(
        store,
        { _id: messageId, senderId, receiverId, content, createdAt: occurredAt, system: false },
        sequence,
      );
    },
    async ConversationRead({ data }, store) {
      const { readerId, otherId, upTo } = data;
      const unread = await unreadBy(store, readerId, otherId, upTo);
      await store
        .collection<ConversationDocument>(CONVERSATIONS)
        .updateOne({ _id: sideId(readerId, otherId) }, { $set: { unread, readUpTo: upTo } });
    },
    async ConnectionAccepted({ data, occurredAt }, store) {
      const { connectionId, userId, connectedUserId } = data;
      await addMessage(
        store,
        {
          _id: `match-${connectionId}`,
          senderId: connectedUserId,
          receiverId: userId,
          content: MATCHED_LINE,
          createdAt: occurredAt,
          system: true,
        },
        null,
      );
    },
  },
});

const sideId = (memberId: string, otherId: string) => `${memberId}|${otherId}`;

/** The other's messages after the reader's read marker (a read marker recounts them). */
const unreadBy = (store: ReadStore, readerId: string, otherId: string, readUpTo: string) =>
  store.collection(MESSAGES).countDocuments({
    pairId: conversationPairId(readerId, otherId),
    senderId: otherId,
    system: false,
    createdAt: { $gt: readUpTo },
  });

/** `sequence`: the MESSAGING order (eventOrder) of a member's message (null for the app's line), which counts it as unread once. */
async function addMessage(
  store: ReadStore,
  message: Omit<MessageDocument, "pairId" | "members" | "sortKey">,
  sequence: number | null,
): Promise<void> {
  const { _id, senderId, receiverId, createdAt } = message;
  const document: MessageDocument = {
    ...message,
    pairId: conversationPairId(senderId, receiverId),
    members: [senderId, receiverId],
    sortKey: `${createdAt}|${_id}`,
  };
  // Stored already when applied before a restart, or when the handler failed after the insert and
  // runs again: each side below counts a message only in the write that records it as counted.
  await insertOnce(store.collection<MessageDocument>(MESSAGES), document);
  const last = { lastMessageId: _id, lastSortKey: document.sortKey };
  await addToSide(store, senderId, receiverId, last, null);
  await addToSide(store, receiverId, senderId, last, sequence);
}

/**
 * Makes the message the side's last unless a later one is (streams interleave: a match line may
 * come after later messages), and counts it as unread when `counted` is its sequence. Every
 * condition is in the write it guards: two appliers at once, or a handler run again, count once.
 */
async function addToSide(
  store: ReadStore,
  memberId: string,
  otherId: string,
  last: Pick<ConversationDocument, "lastMessageId" | "lastSortKey">,
  counted: number | null,
): Promise<void> {
  const sides = store.collection<ConversationDocument>(CONVERSATIONS);
  const _id = sideId(memberId, otherId);
  const later = { _id, lastSortKey: { $lt: last.lastSortKey } };
  // The usual case, a new message in an open conversation, in one write.
  const usual =
    counted === null
      ? await sides.updateOne(later, { $set: last })
      : await sides.updateOne(
          { ...later, countedSequence: { $lt: counted } },
          { $set: { ...last, countedSequence: counted }, $inc: { unread: 1 } },
        );
  if (usual.matchedCount > 0) return;
  const opened = counted === null ? { unread: 0, countedSequence: 0 } : { unread: 1, countedSequence: counted };
  if (await insertOnce(sides, { _id, memberId, otherId, ...last, ...opened })) return;
  await sides.updateOne(later, { $set: last });
  if (counted === null) return;
  const count = () =>
    sides.updateOne(
      { _id, countedSequence: { $lt: counted } },
      { $set: { countedSequence: counted }, $inc: { unread: 1 } },
    );
  if ((await count()).matchedCount > 0) return;
  // A side stored without countedSequence compares as nothing: it gets 0 first, in a write that
  // only one applier's matches.
  const numbered = await sides.updateOne({ _id, countedSequence: null }, { $set: { countedSequence: 0 } });
  if (numbered.matchedCount > 0) await count();
}
