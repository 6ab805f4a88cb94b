import type { ConversationEvent } from "@kumite/contracts/messaging/events";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";

// Who hears of a conversation in their open browsers (DESIGN.md, "Real time"): a message reaches
// the receiver (from its sender: not across a block) and the sender's other tabs; a read, the
// reader's other tabs.

export function conversationHints(events: Array<EnvelopeOf<ConversationEvent>>): LiveHint[] {
  return events.flatMap((event): LiveHint[] => {
    if (event.type === "ConversationRead") {
      const { readerId, otherId } = event.data;
      return [{ from: null, to: [readerId], event: { type: "message", otherId, messageId: "" } }];
    }
    const { senderId, receiverId, messageId } = event.data;
    return [
      { to: [receiverId], event: { type: "message", otherId: senderId, messageId } },
      { from: null, to: [senderId], event: { type: "message", otherId: receiverId, messageId } },
    ];
  });
}
