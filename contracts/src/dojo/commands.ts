import { z } from "zod";
import { subjectId } from "../ids.ts";
import { SearchText } from "../search-schemas.ts";
import { MartialArtSchema } from "../identity/profile.ts";
import { DOJO_PROFILE_LIMITS, TRAINING_EVENT_LIMITS } from "../limits.ts";
import { EVENT_CAPACITY } from "./training-events.ts";
import { DOJO_ROLES } from "../values.ts";

// What the dojo routes accept. SPEC §5: name, description and location non-blank, at least one art.

const nonBlank = (max: number) => z.string().trim().min(1, "is required").max(max);

export const DojoProfileBody = z.object({
  name: nonBlank(DOJO_PROFILE_LIMITS.nameMax),
  description: nonBlank(DOJO_PROFILE_LIMITS.descriptionMax),
  location: nonBlank(DOJO_PROFILE_LIMITS.locationMax),
  martialArts: z
    .array(MartialArtSchema)
    .min(1, "needs at least one martial art")
    .refine((arts) => new Set(arts).size === arts.length, "must not repeat an entry"),
});
export type DojoProfileBody = z.infer<typeof DojoProfileBody>;

/** SPEC's join and leave bodies name the member, who must be the actor. */
export const MemberBody = z.object({ userId: z.string().min(1).max(64) });
export type MemberBody = z.infer<typeof MemberBody>;

/** A dojo's or an invitation's id: one token of a NATS subject (`dojo.roster.<id>`), as the service makes them. */
const DojoId = subjectId("a dojo id");

export const DojoIdParams = z.object({ id: DojoId });
export type DojoIdParams = z.infer<typeof DojoIdParams>;

export const DojoSearchQuery = z.object({ search: SearchText });
export type DojoSearchQuery = z.infer<typeof DojoSearchQuery>;

/** GET /api/dojo-events?search=: the training events the member may see whose words match. */
export const TrainingEventSearchQuery = z.object({ search: SearchText });
export type TrainingEventSearchQuery = z.infer<typeof TrainingEventSearchQuery>;

export const DojoRoleBody = z.object({ dojoRole: z.enum(DOJO_ROLES) });
export type DojoRoleBody = z.infer<typeof DojoRoleBody>;

export const MemberIdParams = z.object({ id: z.string().min(1).max(64) });
export const InvitationParams = z.object({ id: DojoId, invitationId: DojoId });

/** How long a removal's reason may be: a sentence or two for the removed member's bell. */
export const REMOVAL_REASON_MAX = 500;
/** POST /api/dojos/{id}/members/{memberId}/remove and …/bars/{memberId}/lift. */
export const DojoMemberParams = z.object({ id: DojoId, memberId: z.string().min(1).max(64) });
export type DojoMemberParams = z.infer<typeof DojoMemberParams>;
/** Why the member is removed (told to them), and whether they may join again. */
export const RemoveMemberBody = z.object({
  reason: z.string().trim().min(1, "is required").max(REMOVAL_REASON_MAX),
  bar: z.boolean().optional().default(false),
});
export type RemoveMemberBody = z.infer<typeof RemoveMemberBody>;
export type InvitationParams = z.infer<typeof InvitationParams>;

/** SPEC §5 and §7: POST /api/dojo-events. The date is an instant in the future (checked by the service). */
export const CreateTrainingEventBody = z.object({
  title: z.string().trim().min(1, "is required").max(TRAINING_EVENT_LIMITS.titleMax),
  description: z.string().trim().max(TRAINING_EVENT_LIMITS.descriptionMax).optional().default(""),
  eventDate: z.iso.datetime({ offset: true }),
  maxParticipants: z
    .number()
    .int()
    .min(EVENT_CAPACITY.min)
    .max(EVENT_CAPACITY.max)
    .optional()
    .default(EVENT_CAPACITY.default),
  dojoId: DojoId,
  isDojoOnly: z.boolean().optional().default(false),
  createdBy: z.string().min(1).max(64),
});
export type CreateTrainingEventBody = z.infer<typeof CreateTrainingEventBody>;

export const TrainingEventParams = z.object({ id: DojoId });
export const EventCapacityBody = z.object({
  maxParticipants: z.number().int().min(EVENT_CAPACITY.min).max(EVENT_CAPACITY.max),
});
export const CalendarFeedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "is not a feed token"),
});

/** A window of a dojo's events: from and to, instants (a month view asks for its month). */
export const DojoEventsQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type DojoEventsQuery = z.infer<typeof DojoEventsQuery>;
