import { dojoInviteNotificationId } from "@kumite/contracts/messaging/views";
import { publishLive } from "@kumite/kit/live";
import type { Position } from "@kumite/kit/event-store";
import { membersOfDojo } from "@kumite/kit/members/dojo-places";
import type { DojoDeps } from "../aggregates.ts";

// Hints to members' open browsers (DESIGN.md, "Real time") after a change to a dojo, carrying the
// append's position. The roster is read as it stands after the change: the service's own
// projections applied it before the command returned. A hint that cannot go out costs a refresh,
// so it never fails the command that was stored.

/**
 * Tells the dojo's members, and `others` it concerns (one who left, one who declined), that `from`
 * changed it (null: the app did): nobody blocked with them is told.
 */
export async function tellDojo(
  deps: DojoDeps,
  from: string | null,
  dojoId: string,
  position: Position,
  others: readonly string[] = [],
): Promise<void> {
  try {
    const members = await membersOfDojo(deps.store, dojoId);
    publishLive(deps, { from, to: [...members, ...others] }, { type: "dojo", dojoId }, position);
  } catch (error) {
    deps.logger.warn({ err: error, dojoId }, "dojo live hint not published");
  }
}

/** Tells an invitee that their bell's invitation is new or answered. */
export function tellInvitee(deps: DojoDeps, memberId: string, invitationId: string, position: Position): void {
  const notificationId = dojoInviteNotificationId(invitationId);
  publishLive(deps, { from: null, to: [memberId] }, { type: "notification", notificationId }, position);
}
