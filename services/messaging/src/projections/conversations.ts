import { conversationPairId, MESSAGING_STREAM, type ConversationEvent } from "@kumite/contracts/messaging/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";
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
    async DirectMessageSent({ data, occurredAt, sequence }, store) {
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

/** `sequence`: the MESSAGING sequence of a member's message (null for the app's line), which counts it as unread once. */
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
  try {
    await store.collection<MessageDocument>(MESSAGES).insertOne(document);
  } catch (error) {
    // Applied before a restart, or the handler failed after the insert and runs again: each side
    // below remembers the last message it counted, so finishing them twice counts nothing twice.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const conversations = store.collection<ConversationDocument>(CONVERSATIONS);
  for (const [memberId, otherId] of [
    [senderId, receiverId],
    [receiverId, senderId],
  ] as const) {
    const side = await conversations.findOne({ _id: sideId(memberId, otherId) });
    // Streams interleave: a match line may be applied after later messages; the last stays last.
    const last =
      !side || document.sortKey >= side.lastSortKey ? { lastMessageId: _id, lastSortKey: document.sortKey } : {};
    const counts = memberId === receiverId && sequence !== null && sequence > (side?.countedSequence ?? 0);
    await conversations.updateOne(
      { _id: sideId(memberId, otherId) },
      {
        $set: { memberId, otherId, ...last, ...(counts ? { countedSequence: sequence } : {}) },
        $inc: { unread: counts ? 1 : 0 },
      },
      { upsert: true },
    );
  }
}
