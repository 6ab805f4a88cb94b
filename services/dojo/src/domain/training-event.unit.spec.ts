import { describe, it } from "vitest";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { Conflict, Expired, Forbidden, InvalidInput, NotFound, Unprocessable } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import {
  CAPACITY_BELOW_PARTICIPANTS,
  DATE_IN_PAST,
  EVENT_CANCELLED,
  EVENT_FULL,
  EVENT_PAST,
  ORGANISER_INVITES,
  ORGANISER_NO_LONGER_SCHEDULES,
  ORGANISER_ONLY,
  trainingEventDecider,
} from "./training-event.ts";

// A training event's places: taken in order up to the maximum, then "full" or a place on the
// waitlist; a leave or a raised maximum moves the first waiting in, until the start; nothing moves
// once it has started or was cancelled; each reminder goes out once.

const NOW = new Date("2026-11-21T10:00:00.000Z");
const START = "2026-11-28T18:00:00.000Z";
const AFTER_START = new Date("2026-11-28T18:00:00.000Z");
const spec = deciderSpec(trainingEventDecider, { aggregateId: "e1", actorId: "eli", now: NOW });
const as = (actorId: string, now = NOW) => ({ actorId, now });

const details = {
  title: "Open mat",
  description: "Bring a gi",
  eventDate: START,
  maxParticipants: 2,
  isDojoOnly: false,
};
const scheduled: TrainingEventChange = {
  type: "TrainingEventScheduled",
  data: { eventId: "e1", dojoId: "d1", createdBy: "eli", ...details },
};
const joined = (memberId: string, promoted = false): TrainingEventChange => ({
  type: "EventParticipantJoined",
  data: { eventId: "e1", memberId, promoted },
});
const waiting = (memberId: string): TrainingEventChange => ({
  type: "EventWaitlistJoined",
  data: { eventId: "e1", memberId },
});
const left = (memberId: string, from: "participants" | "waitlist" = "participants"): TrainingEventChange => ({
  type: "EventParticipantLeft",
  data: { eventId: "e1", memberId, from },
});
const capacity = (maxParticipants: number, changedBy = "eli"): TrainingEventChange => ({
  type: "EventCapacityChanged",
  data: { eventId: "e1", maxParticipants, changedBy },
});
const reminded = (reminder: "24h" | "1h", participants: string[]): TrainingEventChange => ({
  type: "EventReminderSent",
  data: { eventId: "e1", reminder, participants },
});
const cancelled: TrainingEventChange = { type: "TrainingEventCancelled", data: { eventId: "e1", cancelledBy: "eli" } };
/** Two places, both taken (Ana, Ben), and Cai then Dan waiting. */
const full = [scheduled, joined("ana"), joined("ben"), waiting("cai"), waiting("dan")];

const join = { type: "Join", data: {} } as const;
const wait = { type: "JoinWaitlist", data: {} } as const;
const leave = { type: "Leave", data: {} } as const;
/** The actor schedules in the dojo (an elder or up) unless told otherwise. */
const changeCapacity = (maxParticipants: number, ownsDojo = false, schedules = true) =>
  ({ type: "ChangeCapacity", data: { maxParticipants, ownsDojo, schedules } }) as const;
const cancel = (ownsDojo = false, schedules = true) => ({ type: "Cancel", data: { ownsDojo, schedules } }) as const;

describe("a training event", () => {
  it("is scheduled once, by its organiser, for a time to come", () => {
    spec
      .given([])
      .when({ type: "Schedule", data: { ...details, dojoId: "d1" } })
      .then([scheduled]);
    spec
      .given([scheduled])
      .when({ type: "Schedule", data: { ...details, dojoId: "d1" } })
      .thenThrows(Conflict);
    spec
      .given([])
      .when({ type: "Schedule", data: { ...details, dojoId: "d1", eventDate: NOW.toISOString() } })
      .thenThrows(InvalidInput, DATE_IN_PAST);
    spec
      .given([])
      .when({ type: "Schedule", data: { ...details, dojoId: "d1", maxParticipants: 101 } })
      .thenThrows(InvalidInput);
    spec
      .given([])
      .when({ type: "Schedule", data: { ...details, dojoId: "d1", title: "  " } })
      .thenThrows(InvalidInput);
  });

  it("gives its places in the order asked, then says it is full", () => {
    spec
      .given([scheduled])
      .when(join, as("ana"))
      .then([joined("ana")]);
    spec
      .given([scheduled, joined("ana")])
      .when(join, as("ana"))
      .then([]);
    spec
      .given([scheduled, joined("ana")])
      .when(join, as("ben"))
      .then([joined("ben")]);
    spec
      .given([scheduled, joined("ana"), joined("ben")])
      .when(join, as("cai"))
      .thenThrows(Unprocessable, EVENT_FULL);
    spec.given(full).when(join, as("cai")).thenThrows(Unprocessable, EVENT_FULL);
    spec.given([]).when(join, as("ana")).thenThrows(NotFound);
  });

  it("puts those who ask to wait on the waitlist in order, or straight in while a place is free", () => {
    spec
      .given([scheduled])
      .when(wait, as("ana"))
      .then([joined("ana")]);
    spec
      .given([scheduled, joined("ana"), joined("ben")])
      .when(wait, as("cai"))
      .then([waiting("cai")]);
    spec
      .given(full)
      .when(wait, as("eva"))
      .then([waiting("eva")]);
    spec.given(full).when(wait, as("cai")).then([]);
    spec.given(full).when(wait, as("ana")).then([]);
  });

  it("moves the first waiting in when a participant leaves, and lets the waiting leave the waitlist", () => {
    spec
      .given(full)
      .when(leave, as("ana"))
      .then([left("ana"), joined("cai", true)]);
    spec
      .given(full)
      .when(leave, as("cai"))
      .then([left("cai", "waitlist")]);
    spec
      .given([...full, left("cai", "waitlist")])
      .when(leave, as("ben"))
      .then([left("ben"), joined("dan", true)]);
    spec.given(full).when(leave, as("stranger")).then([]);
    spec
      .given([scheduled, joined("ana")])
      .when(leave, as("ana"))
      .then([left("ana")]);
  });

  it("moves as many waiting in as a raised maximum makes room for, in order", () => {
    spec
      .given(full)
      .when(changeCapacity(3))
      .then([capacity(3), joined("cai", true)]);
    spec
      .given(full)
      .when(changeCapacity(10))
      .then([capacity(10), joined("cai", true), joined("dan", true)]);
    spec.given(full).when(changeCapacity(2)).then([]);
  });

  it("refuses a maximum below those already in, and a change by anyone but the organiser or the owner", () => {
    spec.given(full).when(changeCapacity(1)).thenThrows(InvalidInput, CAPACITY_BELOW_PARTICIPANTS);
    spec.given(full).when(changeCapacity(3), as("ana")).thenThrows(Forbidden, ORGANISER_ONLY);
    spec
      .given(full)
      .when(changeCapacity(3, true), as("olga"))
      .then([capacity(3, "olga"), joined("cai", true)]);
  });

  it("moves nobody in once it has started, and can then be neither joined nor left", () => {
    spec
      .given(full)
      .when(changeCapacity(4), as("eli", AFTER_START))
      .then([capacity(4)]);
    spec.given([scheduled]).when(join, as("ana", AFTER_START)).thenThrows(Expired, EVENT_PAST);
    spec.given([scheduled]).when(wait, as("ana", AFTER_START)).thenThrows(Expired, EVENT_PAST);
    spec.given(full).when(leave, as("ana", AFTER_START)).thenThrows(Expired, EVENT_PAST);
  });

  it("is cancelled by its organiser or the dojo's owner, once, and can then be neither joined nor left", () => {
    spec.given(full).when(cancel()).then([cancelled]);
    spec
      .given(full)
      .when(cancel(true), as("olga"))
      .then([{ type: "TrainingEventCancelled", data: { eventId: "e1", cancelledBy: "olga" } }]);
    spec.given(full).when(cancel(), as("ana")).thenThrows(Forbidden, ORGANISER_ONLY);
    spec
      .given([...full, cancelled])
      .when(cancel())
      .then([]);
    spec.given(full).when(cancel(), as("eli", AFTER_START)).thenThrows(Expired);
    spec.given([scheduled, cancelled]).when(join, as("ana")).thenThrows(Conflict, EVENT_CANCELLED);
    spec.given([scheduled, cancelled]).when(wait, as("ana")).thenThrows(Conflict, EVENT_CANCELLED);
    spec
      .given([...full, cancelled])
      .when(leave, as("ana"))
      .thenThrows(Conflict, EVENT_CANCELLED);
    spec
      .given([...full, cancelled])
      .when(changeCapacity(5))
      .thenThrows(Conflict, EVENT_CANCELLED);
  });

  it("is managed by its organiser only while they may still schedule in the dojo; its owner always", () => {
    // Eli organised it, then was made a warrior, or left: the roster says they no longer schedule.
    spec.given(full).when(cancel(false, false)).thenThrows(Forbidden, ORGANISER_ONLY);
    spec
      .given(full)
      .when(changeCapacity(3, false, false))
      .thenThrows(Forbidden, ORGANISER_ONLY);
    spec
      .given(full)
      .when(cancel(true, false), as("olga"))
      .then([{ type: "TrainingEventCancelled", data: { eventId: "e1", cancelledBy: "olga" } }]);
  });

  it("lets a member who lost the right to it go from its places or its waitlist, as a leave would", () => {
    const drop = (memberId: string) => ({ type: "DropMember", data: { memberId } }) as const;
    spec
      .given(full)
      .when(drop("ben"), { actorId: null })
      .then([left("ben"), joined("cai", true)]);
    spec
      .given(full)
      .when(drop("dan"), { actorId: null })
      .then([{ type: "EventParticipantLeft", data: { eventId: "e1", memberId: "dan", from: "waitlist" } }]);
    spec.given(full).when(drop("stranger"), { actorId: null }).then([]);
    spec
      .given([...full, cancelled])
      .when(drop("ana"), { actorId: null })
      .then([]);
    spec.given(full).when(drop("ana"), { actorId: null, now: AFTER_START }).then([]);
    spec.given([]).when(drop("ana"), { actorId: null }).then([]);
  });

  it("sends each reminder once, to the participants as they stand, and none once cancelled or begun", () => {
    const remind = (reminder: "24h" | "1h") => ({ type: "SendReminder", data: { reminder } }) as const;
    spec
      .given(full)
      .when(remind("24h"), as("system"))
      .then([reminded("24h", ["ana", "ben"])]);
    spec
      .given([...full, reminded("24h", ["ana", "ben"])])
      .when(remind("24h"))
      .then([]);
    spec
      .given([...full, reminded("24h", ["ana", "ben"]), left("ana"), joined("cai", true)])
      .when(remind("1h"))
      .then([reminded("1h", ["ben", "cai"])]);
    spec
      .given([...full, cancelled])
      .when(remind("1h"))
      .then([]);
    spec.given(full).when(remind("1h"), as("eli", AFTER_START)).then([]);
    spec.given([]).when(remind("1h")).then([]);
  });

  it("takes invitations from its organiser only, once per member", () => {
    const invite = (memberId: string, ownsDojo = false) =>
      ({ type: "Invite", data: { memberId, ownsDojo, schedules: true } }) as const;
    const invited: TrainingEventChange = {
      type: "EventInvitationSent",
      data: { eventId: "e1", memberId: "fay", invitedBy: "eli" },
    };
    spec.given(full).when(invite("fay")).then([invited]);
    spec
      .given([...full, invited])
      .when(invite("fay"))
      .then([]);
    spec.given(full).when(invite("ana")).then([]);
    spec.given(full).when(invite("fay"), as("ana")).thenThrows(Forbidden, ORGANISER_INVITES);
    spec.given(full).when(invite("fay", true), as("olga")).thenThrows(Forbidden, ORGANISER_INVITES);
    spec
      .given([...full, cancelled])
      .when(invite("fay"))
      .thenThrows(Conflict);
    spec.given(full).when(invite("fay"), as("eli", AFTER_START)).thenThrows(Expired);
  });

  it("takes invitations from its organiser only while they may still schedule in the dojo", () => {
    // Eli organised it as an elder; then the roster made them a warrior, or they left the dojo.
    const invite = (schedules: boolean) =>
      ({ type: "Invite", data: { memberId: "fay", ownsDojo: false, schedules } }) as const;
    spec
      .given(full)
      .when(invite(true))
      .then([{ type: "EventInvitationSent", data: { eventId: "e1", memberId: "fay", invitedBy: "eli" } }]);
    spec.given(full).when(invite(false)).thenThrows(Forbidden, ORGANISER_NO_LONGER_SCHEDULES);
  });
});
