import { z } from "zod";
import { AuthorId, MemberId, shownMember } from "../members.ts";
import { MartialArtSchema } from "../identity/profile.ts";
import { withMatched } from "../search-schemas.ts";
import { DOJO_ROLES } from "../values.ts";

// SPEC §3's Dojo: id, name, description, location, martialArts, style, ownerId, owner, memberCount.
export const DojoView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  martialArts: z.array(MartialArtSchema),
  style: z.string().nullable(),
  ownerId: MemberId,
  owner: shownMember(z.object({ displayName: z.string(), username: z.string() })).nullable(),
  memberCount: z.number().int(),
});
export type DojoView = z.infer<typeof DojoView>;
export const DojoList = z.array(DojoView);
/** GET /api/dojos: the list, each with the words a search matched. */
export const FoundDojoList = z.array(withMatched(DojoView));
export type FoundDojoList = z.infer<typeof FoundDojoList>;

/** SPEC: "The response may carry message." */
export const InvitationSent = z.object({ message: z.string(), invitationId: z.string(), expiresAt: z.string() });
export type InvitationSent = z.infer<typeof InvitationSent>;

export const DojoRoleView = z.object({ userId: MemberId, dojoId: z.string(), dojoRole: z.enum(DOJO_ROLES) });
export type DojoRoleView = z.infer<typeof DojoRoleView>;

/** A member barred from the dojo: who they are, why, by whom and when. */
export const BarredMember = z.object({
  userId: MemberId,
  /** Null once their account is gone. */
  user: shownMember(z.object({ displayName: z.string(), username: z.string() })).nullable(),
  reason: z.string(),
  barredBy: MemberId,
  barredAt: z.string(),
});
export type BarredMember = z.infer<typeof BarredMember>;
export const BarredMemberList = z.array(BarredMember);

/** Whom the actor may invite now: their connections who are in no dojo (SPEC §5). */
export const InvitableMember = shownMember(
  z.object({
    id: MemberId,
    displayName: z.string(),
    username: z.string(),
    martialArts: z.array(z.string()),
    experience: z.string(),
  }),
);
export type InvitableMember = z.infer<typeof InvitableMember>;
export const InvitableMemberList = z.array(InvitableMember);

/**
 * SPEC §3's Dojo event as a member reads it. Past, Full, Joined and Organizer (and whether the
 * reader manages it) are worked out when it is read, from the current time and the reader, never stored.
 */
export const TrainingEventView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  maxParticipants: z.number().int(),
  currentParticipants: z.number().int(),
  dojoId: z.string(),
  dojo: z.object({ name: z.string() }).nullable(),
  isDojoOnly: z.boolean(),
  createdBy: MemberId,
  creator: shownMember(z.object({ displayName: z.string(), username: z.string() })).nullable(),
  /**
   * Who takes part, as the reader may see them: one a block stands between is left out, while
   * `currentParticipants` still counts every place taken.
   */
  participants: z.array(z.object({ userId: AuthorId })),
  waitlistCount: z.number().int(),
  cancelled: z.boolean(),
  /** What the reader is to it: worked out for each reader. */
  viewer: z.object({
    past: z.boolean(),
    full: z.boolean(),
    joined: z.boolean(),
    organizer: z.boolean(),
    /**
     * Whether the reader may cancel it and change its maximum (and, organising it, invite): the
     * dojo's owner, or its organiser while they may still schedule the dojo's events.
     */
    manages: z.boolean(),
    /** 1 for the first on the waitlist; null when not waiting. */
    waitlistPosition: z.number().int().nullable(),
  }),
});
export type TrainingEventView = z.infer<typeof TrainingEventView>;
export const TrainingEventList = z.array(TrainingEventView);
/** GET /api/dojo-events?search=: the events found, each with the words that matched. */
export const FoundTrainingEventList = z.array(withMatched(TrainingEventView));
export type FoundTrainingEventList = z.infer<typeof FoundTrainingEventList>;

/** The member's private calendar feed: subscribe to `url`; renewing makes a new one and ends the old. */
export const CalendarFeedView = z.object({ url: z.string() });
export type CalendarFeedView = z.infer<typeof CalendarFeedView>;

/** POST /api/dojo-events/{id}/invite: the invitee's bell rings with the event and a Join action. */
export const EventInvitationReply = z.object({ message: z.string() });
export type EventInvitationReply = z.infer<typeof EventInvitationReply>;
