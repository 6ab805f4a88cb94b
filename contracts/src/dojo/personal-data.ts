import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { CalendarFeedChange } from "./calendar-feeds.ts";
import type { DojoEvent } from "./events.ts";
import type { TrainingEventChange } from "./training-events.ts";

// A dojo's profile and its training events are the dojo's: they outlive the member who wrote them
// (the dojo is handed over when its owner leaves). The reason a member was removed or barred is
// about that member, and goes with their account.

const DOJO_OWN = "the dojo's own profile, kept when its founder leaves";

export const dojoPersonalData: PersonalDataOf<DojoEvent | TrainingEventChange | CalendarFeedChange> = {
  DojoFounded: notPersonal(DOJO_OWN),
  DojoUpdated: notPersonal(DOJO_OWN),
  MemberJoined: notPersonal("ids and a role"),
  MemberLeft: notPersonal("ids and a reason from a list"),
  MemberRemoved: { owner: (data) => data.memberId, fields: ["reason"], clear: ["dojoName"] },
  MemberBarred: { owner: (data) => data.memberId, fields: ["reason"] },
  BarLifted: notPersonal("ids"),
  InvitationVoided: notPersonal("ids"),
  MemberRoleChanged: notPersonal("ids and a role"),
  OwnershipHandedOver: notPersonal("ids"),
  MemberInvited: notPersonal("ids, instants and the dojo's name"),
  InvitationDeclined: notPersonal("ids"),
  DojoArchived: notPersonal("an id"),
  TrainingEventScheduled: notPersonal("the dojo's training event, kept when its author leaves"),
  EventParticipantJoined: notPersonal("ids"),
  EventWaitlistJoined: notPersonal("ids"),
  EventParticipantLeft: notPersonal("ids"),
  EventCapacityChanged: notPersonal("ids and a number"),
  TrainingEventCancelled: notPersonal("ids"),
  EventReminderSent: notPersonal("ids"),
  EventInvitationSent: notPersonal("ids"),
  CalendarFeedOpened: notPersonal("a member's id and the hash of a random token"),
  CalendarFeedRenewed: notPersonal("a member's id and the hashes of random tokens"),
  CalendarFeedRelinked: notPersonal("a member's id and the hashes of random tokens"),
};
