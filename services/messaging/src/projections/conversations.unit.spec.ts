import { describe, expect, it } from "vitest";
import type { StoredEvent } from "@kumite/kit/event-store";
import { createMemoryReadStore } from "@kumite/kit/read-store/memory";
import type { Collection, ReadStore } from "@kumite/kit/read-store/port";
import { CONVERSATIONS, type ConversationDocument } from "./collections.ts";
import { conversationsProjection } from "./conversations.ts";

// A handler that fails halfway runs again (the applier retries; a crash replays from the last
// checkpoint): the message must then reach both sides, counted once.

const message = (sequence: number): StoredEvent =>
  ({
    type: "DirectMessageSent",
    data: { messageId: `m${sequence}`, senderId: "ana", receiverId: "ben", content: "Osu" },
    aggregateId: "ana_ben",
    stream: "MESSAGING",
    subject: "messaging.conversation.ana_ben",
    sequence,
    id: `m${sequence}`,
    occurredAt: `2026-11-20T09:0${sequence}:00.000Z`,
    actorId: "ana",
  }) as StoredEvent;

/** The store, with the conversations' second update of the next event failing once. */
function failingOnce(store: ReadStore): ReadStore {
  let updates = 0;
  let failed = false;
  return {
    ...store,
    collection<T extends { _id: string }>(name: string) {
      const collection = store.collection<T>(name);
      if (name !== CONVERSATIONS) return collection;
      return {
        ...collection,
        find: collection.find.bind(collection),
        findOne: collection.findOne.bind(collection),
        updateOne: async (...args: Parameters<Collection<T>["updateOne"]>) => {
          if (!failed && ++updates === 2) {
            failed = true;
            throw new Error("the store went away");
          }
          return collection.updateOne(...args);
        },
      } as Collection<T>;
    },
  };
}

describe("the conversations projection, handling a message again", () => {
  it("finishes both sides and counts the message once", async () => {
    const store = createMemoryReadStore();
    await conversationsProjection.setup!(store);
    const apply = (event: StoredEvent, target: ReadStore) =>
      conversationsProjection.handlers.DirectMessageSent!(event, target);
    await apply(message(1), store);
    const flaky = failingOnce(store);
    await expect(apply(message(2), flaky)).rejects.toThrow("the store went away");
    await apply(message(2), flaky);
    await apply(message(2), store); // and a redelivery after a restart
    const sides = store.collection<ConversationDocument>(CONVERSATIONS);
    expect(await sides.findOne({ _id: "ben|ana" })).toMatchObject({ unread: 2, lastMessageId: "m2" });
    expect(await sides.findOne({ _id: "ana|ben" })).toMatchObject({ unread: 0, lastMessageId: "m2" });
  });
});
