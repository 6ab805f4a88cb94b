import type { TrainingEventView } from "@kumite/contracts/dojo/views";

export type EventBadge = "cancelled" | "past" | "organizer" | "joined" | "full" | "dojoOnly";

/**
 * What the member may do with their place: take it, find the event full (and wait instead), give
 * it up, or leave the waitlist. None once the event is past or cancelled (SPEC §2: the buttons are
 * hidden for past events).
 */
export type EventPlace = "join" | "full" | "joined" | "waiting" | null;

export interface EventActions {
  badges: EventBadge[];
  place: EventPlace;
  /**
   * Cancel the event and change its maximum, while it is ahead: whoever the server says manages it
   * (the dojo's owner, or the organiser while they may still schedule; a demoted one keeps the badge only).
   */
  mayOrganise: boolean;
  /** Invite people to it: its organiser only (not the dojo's owner), while they manage it and it is ahead. */
  mayInvite: boolean;
}

/** Which badges and buttons a card shows, from what the server worked out for this reader (`viewer`). */
export function eventActions(event: TrainingEventView): EventActions {
  const { viewer, cancelled } = event;
  const badges: EventBadge[] = [];
  if (cancelled) badges.push("cancelled");
  if (viewer.past) badges.push("past");
  if (viewer.organizer) badges.push("organizer");
  if (viewer.joined) badges.push("joined");
  if (viewer.full) badges.push("full");
  if (event.isDojoOnly) badges.push("dojoOnly");
  const open = !viewer.past && !cancelled;
  const place: EventPlace = !open
    ? null
    : viewer.joined
      ? "joined"
      : viewer.waitlistPosition !== null
        ? "waiting"
        : viewer.full
          ? "full"
          : "join";
  const manages = open && viewer.manages;
  return { badges, place, mayOrganise: manages, mayInvite: manages && viewer.organizer };
}
