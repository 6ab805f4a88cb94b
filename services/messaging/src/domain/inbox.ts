import type { InboxEvent } from "@kumite/contracts/messaging/events";
import type { Command } from "@kumite/kit/decider";

// What a member has read of their notifications. Nothing to guard: appended without a version.

export type InboxState = Record<string, never>;
export const initialState: InboxState = {};

export type MarkNotificationRead = Command<"MarkNotificationRead", { notificationId: string }>;
export type MarkAllNotificationsRead = Command<"MarkAllNotificationsRead", Record<string, never>>;
export type InboxCommand = MarkNotificationRead | MarkAllNotificationsRead;

export const evolve = (state: InboxState): InboxState => state;

export function decide(command: InboxCommand): InboxEvent[] {
  const memberId = command.metadata.aggregateId;
  switch (command.type) {
    case "MarkNotificationRead":
      return [{ type: "NotificationRead", data: { memberId, notificationId: command.data.notificationId } }];
    case "MarkAllNotificationsRead":
      return [{ type: "AllNotificationsRead", data: { memberId, upTo: command.metadata.now.toISOString() } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const inboxDecider = { initialState, evolve, decide };
