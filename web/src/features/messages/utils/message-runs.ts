import type { DirectMessageView } from "@kumite/contracts/messaging/views";

export interface ThreadEntry {
  message: DirectMessageView;
  /** Sent by the signed-in member: right-aligned. */
  own: boolean;
  /** The first of consecutive messages by one sender: the only one with the avatar (SPEC §2). */
  startsRun: boolean;
}

/**
 * The thread, oldest first, as bubbles grouped into runs by sender. A system line ("You matched!
 * Say hello.") belongs to no one: it ends the run before it, and the next message starts a new one.
 */
export function messageRuns(messages: readonly DirectMessageView[], myId: string): ThreadEntry[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const continues =
      previous !== undefined && !previous.system && !message.system && previous.senderId === message.senderId;
    return { message, own: !message.system && message.senderId === myId, startsRun: !message.system && !continues };
  });
}
