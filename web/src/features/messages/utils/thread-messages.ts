import type { DirectMessageView } from "@kumite/contracts/messaging/views";

/**
 * The loaded pages (newest page first, each oldest first) as one thread, oldest first. A message
 * that two pages both hold (the newest page moved while older ones were loaded) shows once.
 */
export function threadMessages(pages: readonly { messages: readonly DirectMessageView[] }[]): DirectMessageView[] {
  const seen = new Set<string>();
  const thread: DirectMessageView[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      thread.push(message);
    }
  }
  return thread;
}
