import type { SendMessageBody } from "@kumite/contracts/messaging/commands";
import { conversationPairId } from "@kumite/contracts/messaging/events";
import { eventOf } from "@kumite/kit/aggregate";
import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { Forbidden, InvalidInput } from "@kumite/kit/errors";
import { publishLive } from "@kumite/kit/live";
import { requireMember, checkActingAsSelf, areConnected, refuseIfBlocked } from "@kumite/kit/members";
import type { MessagingDeps } from "../aggregates.ts";
import { CONVERSATIONS } from "../projections/collections.ts";
import { summaryOf } from "../queries/members.ts";

/** Sends a direct message; both members' open browsers hear of it. */
export async function sendMessage(
  deps: MessagingDeps,
  memberId: string,
  body: SendMessageBody,
): Promise<DirectMessageView> {
  checkActingAsSelf(memberId, body.senderId);
  if (body.receiverId === memberId) throw new InvalidInput("You cannot message yourself", { code: "message.self" });
  const [sender, receiver] = await Promise.all([
    requireMember(deps.store, memberId),
    requireMember(deps.store, body.receiverId),
  ]);
  await refuseIfBlocked(deps, memberId, body.receiverId);
  const { events } = await deps.aggregates.conversations.handle(
    conversationPairId(memberId, body.receiverId),
    { type: "SendMessage", data: { senderId: memberId, receiverId: body.receiverId, content: body.content } },
    memberId,
  );
  const sent = eventOf(events, "DirectMessageSent")!;
  const { messageId } = sent.data;
  const message: DirectMessageView = {
    id: messageId,
    senderId: memberId,
    receiverId: body.receiverId,
    content: body.content,
    createdAt: sent.occurredAt,
    system: false,
    sender: summaryOf(sender),
    receiver: summaryOf(receiver),
  };
  return message;
}

/** Everything the other member sent so far is read. */
export async function markConversationRead(deps: MessagingDeps, memberId: string, otherId: string): Promise<void> {
  await requireMember(deps.store, otherId);
  await deps.aggregates.conversations.handle(
    conversationPairId(memberId, otherId),
    { type: "MarkConversationRead", data: { readerId: memberId, otherId } },
    memberId,
  );
}

/** "<name> is typing…" for the other member: a hint only, nothing is stored. */
export async function announceTyping(deps: MessagingDeps, memberId: string, receiverId: string): Promise<void> {
  if (receiverId === memberId) throw new InvalidInput("You cannot message yourself", { code: "message.self" });
  const [typer] = await Promise.all([requireMember(deps.store, memberId), requireMember(deps.store, receiverId)]);
  await refuseIfBlocked(deps, memberId, receiverId);
  // Only where they could be writing to each other: no typing lines on a stranger's screen.
  const inConversation =
    (await deps.store.collection(CONVERSATIONS).findOne({ _id: `${memberId}|${receiverId}` })) !== null;
  if (!inConversation && !(await areConnected(deps.store, memberId, receiverId)))
    throw new Forbidden("You can only type to members you talk with or are connected with", {
      code: "message.typing-not-allowed",
    });
  publishLive(
    deps,
    { from: memberId, to: [receiverId] },
    {
      type: "typing",
      fromId: memberId,
      name: typer.displayName || typer.username,
    },
  );
}
