export { refuseIfBlocked } from "./block-rule.ts";
export { blockedWith, blocksBy, blocksProjection, isBlockedBetween } from "./blocks.ts";
export { areConnected, connectionsOf, connectionsProjection } from "./connections.ts";
export { directoryGeneration, memberDirectory, MEMBERS, type Member, type MemberEntry } from "./directory.ts";
export {
  DOJO_PLACES,
  dojoOf,
  dojoPlacesProjection,
  inNoDojo,
  membersOfDojo,
  type DojoPlaceDocument,
} from "./dojo-places.ts";
export { deletedMemberReaction } from "./deleted-member-reaction.ts";
export { findMember, membersById, membersChangedSince, requireMember, wasDeleted } from "./queries.ts";
export { checkActingAsSelf, MemberNotFound } from "./refusals.ts";
export { isEstablished, accountStandingOf, type AccountStanding } from "./account-standing.ts";
export { isSuspended, suspendedAmong, suspensionOf, suspensionsProjection } from "./suspensions.ts";
