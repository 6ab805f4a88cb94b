import type { ConversationEvent } from "@kumite/contracts/messaging/events";
import type { Command } from "@kumite/kit/decider";

// The direct messages between two members. Sending guards no invariant over the conversation's
// history (who may write to whom is checked on read models), so both commands are appended
// without expecting a version and never conflict: the log's order is the conversation's.

export type ConversationState = Record<string, never>;
export const initialState: ConversationState = {};

export type SendMessage = Command<"SendMessage", { senderId: string; receiverId: string; content: string }>;
export type MarkConversationRead = Command<"MarkConversationRead", { readerId: string; otherId: string }>;
export type ConversationCommand = SendMessage | MarkConversationRead;

export const evolve = (state: ConversationState): ConversationState => state;

export function decide(command: ConversationCommand): ConversationEvent[] {
  switch (command.type) {
    case "SendMessage":
      return [{ type: "DirectMessageSent", data: { messageId: command.metadata.commandId, ...command.data } }];
    case "MarkConversationRead":
      return [{ type: "ConversationRead", data: { ...command.data, upTo: command.metadata.now.toISOString() } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const conversationDecider = { initialState, evolve, decide };
