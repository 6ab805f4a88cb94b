import type { UserView } from "@kumite/contracts/identity/views";

/** SPEC §2: the Direct tab offers neither oneself nor members one already has a conversation with. */
export function directCandidates(
  users: readonly UserView[],
  myId: string,
  inConversation: ReadonlySet<string>,
): UserView[] {
  return users.filter((user) => user.id !== myId && !inConversation.has(user.id));
}
