import type { DojoEvent } from "@kumite/contracts/dojo/events";
import { dojoInviteNotificationId, dojoRemovedNotificationId } from "@kumite/contracts/messaging/views";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";
import { membersOfDojo } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";

// Who hears of a roster's change in their open browsers (DESIGN.md, "Real time"): the dojo's
// members as they stand after it, and those it let go (one who left, was removed or declined). An
// invitee's bell rings for their invitation; a removed member's for their removal, whoever removed
// them (the app tells them, so a block with the remover does not silence it). A founding tells
// nobody: only its owner is in the dojo.

const notification = (to: string, notificationId: string): LiveHint => ({
  from: null,
  to: [to],
  event: { type: "notification", notificationId },
});

export async function rosterHints(events: Array<EnvelopeOf<DojoEvent>>, store: ReadStore): Promise<LiveHint[]> {
  const hints: LiveHint[] = [];
  const letGo: string[] = [];
  let rosterChanged = false;
  for (const event of events) {
    switch (event.type) {
      case "DojoFounded":
        break;
      case "MemberInvited":
        hints.push(notification(event.data.memberId, dojoInviteNotificationId(event.data.invitationId)));
        break;
      case "InvitationDeclined":
        hints.push(notification(event.data.memberId, dojoInviteNotificationId(event.data.invitationId)));
        letGo.push(event.data.memberId);
        rosterChanged = true;
        break;
      case "MemberJoined":
        if (event.data.invitationId)
          hints.push(notification(event.data.memberId, dojoInviteNotificationId(event.data.invitationId)));
        rosterChanged = true;
        break;
      case "MemberRemoved":
        hints.push(notification(event.data.memberId, dojoRemovedNotificationId(event.id)));
        letGo.push(event.data.memberId);
        rosterChanged = true;
        break;
      case "MemberLeft":
        letGo.push(event.data.memberId);
        rosterChanged = true;
        break;
      default:
        rosterChanged = true;
    }
  }
  if (rosterChanged) {
    const dojoId = events[0]!.aggregateId;
    hints.push({ to: [...(await membersOfDojo(store, dojoId)), ...letGo], event: { type: "dojo", dojoId } });
  }
  return hints;
}
