import { describe, it } from "vitest";
import { deciderSpec } from "@kumite/kit/testing";
import { conversationDecider } from "./conversation.ts";
import { inboxDecider } from "./inbox.ts";

describe("a conversation", () => {
  const spec = deciderSpec(conversationDecider, {
    aggregateId: "ana_ben",
    commandId: "m1",
    now: new Date("2026-11-22T10:00:00.000Z"),
  });

  it("sends a message whose id is the command's, whatever came before", () => {
    spec
      .given([
        { type: "DirectMessageSent", data: { messageId: "m0", senderId: "ben", receiverId: "ana", content: "Hi" } },
      ])
      .when({ type: "SendMessage", data: { senderId: "ana", receiverId: "ben", content: "Osu" } })
      .then([
        { type: "DirectMessageSent", data: { messageId: "m1", senderId: "ana", receiverId: "ben", content: "Osu" } },
      ]);
  });

  it("reads everything the other member sent up to now", () => {
    spec
      .given([])
      .when({ type: "MarkConversationRead", data: { readerId: "ana", otherId: "ben" } })
      .then([
        { type: "ConversationRead", data: { readerId: "ana", otherId: "ben", upTo: "2026-11-22T10:00:00.000Z" } },
      ]);
  });
});

describe("an inbox", () => {
  const spec = deciderSpec(inboxDecider, { aggregateId: "ana", now: new Date("2026-11-22T10:00:00.000Z") });

  it("marks one notification, or every one it has now, read", () => {
    spec
      .given([])
      .when({ type: "MarkNotificationRead", data: { notificationId: "n1" } })
      .then([{ type: "NotificationRead", data: { memberId: "ana", notificationId: "n1" } }]);
    spec
      .given([])
      .when({ type: "MarkAllNotificationsRead", data: {} })
      .then([{ type: "AllNotificationsRead", data: { memberId: "ana", upTo: "2026-11-22T10:00:00.000Z" } }]);
  });
});
