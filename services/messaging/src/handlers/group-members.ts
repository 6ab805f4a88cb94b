import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { NotFound } from "@kumite/kit/errors";
import type { MessagingDeps } from "../aggregates.ts";
import { GROUP_CHAT_NOT_FOUND } from "../domain/group-chat.ts";
import { GROUPS, type GroupDocument } from "../projections/collections.ts";
import { groupView } from "../queries/groups.ts";

/**
 * The creator of a match or gym chat takes a member out: from then on they neither read nor write
 * it, and do not come back unless the creator adds them (the chat's decider keeps them out).
 */
export async function removeGroupMember(
  deps: MessagingDeps,
  actorId: string,
  groupId: string,
  memberId: string,
): Promise<GroupChatView> {
  await deps.aggregates.groups.handle(groupId, { type: "RemoveGroupMember", data: { memberId } }, actorId);
  const group = await deps.store.collection<GroupDocument>(GROUPS).findOne({ _id: groupId });
  if (!group) throw new NotFound(GROUP_CHAT_NOT_FOUND, { code: "group-chat.not-found" });
  return groupView(deps.store, group);
}
