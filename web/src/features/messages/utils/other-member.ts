import type { DirectMessageView, MemberSummary } from "@kumite/contracts/messaging/views";

/** The other member as the thread itself names them: the sender or receiver of any message. */
export function otherMember(messages: readonly DirectMessageView[], otherId: string): MemberSummary | undefined {
  const message = messages.find(({ system }) => !system) ?? messages[0];
  if (!message) return undefined;
  return message.senderId === otherId ? message.sender : message.receiver;
}
