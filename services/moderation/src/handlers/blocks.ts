import type { BlockedMember, BlockReply } from "@kumite/contracts/moderation/views";
import { blocksBy, membersById, requireMember, checkActingAsSelf } from "@kumite/kit/members";
import type { ModerationDeps } from "../aggregates.ts";

// Blocking and unblocking (SPEC §7: POST /api/users/{id}/block with blockerId). The blocker's own
// aggregate decides; every service learns the block from MODERATION (the kit's blocks projection).

export const USER_BLOCKED = "User blocked";
export const USER_UNBLOCKED = "User unblocked";

export async function blockMember(
  deps: ModerationDeps,
  actorId: string,
  memberId: string,
  blockerId = actorId,
): Promise<BlockReply> {
  checkActingAsSelf(actorId, blockerId);
  await requireMember(deps.store, memberId);
  await deps.aggregates.blocks.handle(actorId, { type: "Block", data: { memberId } }, actorId);
  return { message: USER_BLOCKED, blockedId: memberId };
}

/** Lifting a block needs no living member: a deleted or suspended one may be unblocked too. */
export async function unblockMember(
  deps: ModerationDeps,
  actorId: string,
  memberId: string,
  blockerId = actorId,
): Promise<BlockReply> {
  checkActingAsSelf(actorId, blockerId);
  await deps.aggregates.blocks.handle(actorId, { type: "Unblock", data: { memberId } }, actorId);
  return { message: USER_UNBLOCKED, blockedId: memberId };
}

/** Options → Blocked Users: whom the member blocked, the latest first, with names where they are known. */
export async function blockedMembers(deps: ModerationDeps, actorId: string): Promise<BlockedMember[]> {
  const blocks = await blocksBy(deps.store, actorId);
  const members = await membersById(
    deps.store,
    blocks.map((block) => block.blockedId),
    { displayName: 1, username: 1 },
  );
  return blocks.map((block) => {
    const member = members.get(block.blockedId);
    return {
      id: block.blockedId,
      displayName: member?.displayName ?? null,
      username: member?.username ?? null,
      blockedAt: block.blockedAt,
    };
  });
}
