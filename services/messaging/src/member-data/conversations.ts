import { blockedWith } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { MESSAGES, type MessageDocument } from "../projections/collections.ts";
import { summariesById } from "../queries/members.ts";

// The member's direct conversations for their export, oldest message first. Their own messages are
// all there; the other side's only where the app shows them: not across a block (whoever made it)
// nor from a member who has left or is suspended, who is then named by id alone.

export async function conversationsForExport(store: ReadStore, memberId: string) {
  const [messages, blocked] = await Promise.all([
    store.collection<MessageDocument>(MESSAGES).find({ members: memberId }, { sort: { sortKey: 1 } }),
    blockedWith(store, memberId),
  ]);
  const byOther = new Map<string, MessageDocument[]>();
  for (const message of messages) {
    const otherId = message.senderId === memberId ? message.receiverId : message.senderId;
    byOther.set(otherId, [...(byOther.get(otherId) ?? []), message]);
  }
  const others = await summariesById(store, byOther.keys());
  return [...byOther].flatMap(([otherId, withOther]) => {
    const other = blocked.has(otherId) ? undefined : others.get(otherId);
    const shown = withOther.filter((message) => other || message.senderId === memberId);
    if (shown.length === 0) return [];
    return [
      {
        with: other ?? { id: otherId, displayName: null, username: null },
        messages: shown.map(({ _id, senderId, content, createdAt, system }) => ({
          id: _id,
          senderId,
          content,
          createdAt,
          system,
        })),
      },
    ];
  });
}
