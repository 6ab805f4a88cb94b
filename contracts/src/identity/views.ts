import { ErrorReply } from "../errors.ts";
import { z } from "zod";
import { MemberId, shownMember } from "../members.ts";
import { withMatched } from "../search-schemas.ts";
import {
  AGE_RANGES,
  DOJO_ROLES,
  GI_PREFERENCES,
  SKILL_LEVELS,
  TRAINING_GOALS,
  TRAINING_INTENSITIES,
  WEEKDAYS,
} from "../values.ts";
import { MartialArtSchema } from "./profile.ts";

/**
 * A user as every signed-in member may see them. The password is never part of any reply, and
 * neither are another member's coordinates: distances are computed on the server.
 */
export const UserView = shownMember(
  z.object({
    id: MemberId,
    username: z.string(),
    displayName: z.string(),
    martialArts: z.array(MartialArtSchema),
    experience: z.string(),
    bio: z.string(),
    location: z.string(),
    ageRange: z.enum(AGE_RANGES).nullable(),
    skillLevel: z.enum(SKILL_LEVELS).nullable(),
    trainingGoals: z.array(z.enum(TRAINING_GOALS)),
    availability: z.array(z.enum(WEEKDAYS)),
    dojoId: z.string().nullable(),
    dojoRole: z.enum(DOJO_ROLES).nullable(),
    rank: z.string(),
    weightKg: z.number().nullable(),
    giPreference: z.enum(GI_PREFERENCES).nullable(),
    intensity: z.enum(TRAINING_INTENSITIES).nullable(),
    createdAt: z.string(),
  }),
);
export type UserView = z.infer<typeof UserView>;

/** The signed-in user: their own view plus what only they may read, their email and coordinates. */
export const SessionUser = UserView.extend({
  email: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * How a reply names a member a block hides from the reader (a dojo's owner, a chat's member): their
 * id stays, their name reads "A member" and their username is blank. The web words it in its language.
 */
export { HIDDEN_MEMBER, isHiddenMember } from "./hidden-member.ts";

export const UserList = z.array(UserView);
export type UserList = z.infer<typeof UserList>;
/** GET /api/users: the list, each with the words a search matched. */
export const FoundUserList = z.array(withMatched(UserView));
export type FoundUserList = z.infer<typeof FoundUserList>;

export const DeletedAccount = z.object({ message: z.literal("Account deleted") });
export type DeletedAccount = z.infer<typeof DeletedAccount>;

/** 403 `auth.suspended`: the password was right and the account is suspended; the ticket lets them appeal once. */
export const SuspendedSignIn = ErrorReply.extend({ appealTicket: z.string() });
export type SuspendedSignIn = z.infer<typeof SuspendedSignIn>;

/** One of the member's data exports ("Download my data"): preparing until every service's part is in. */
export const DataExportView = z.object({
  id: z.string(),
  status: z.enum(["preparing", "ready"]),
  requestedAt: z.string(),
  /** When every part was in; null while preparing. */
  readyAt: z.string().nullable(),
  /** When the archive stops being downloadable; null while preparing. */
  expiresAt: z.string().nullable(),
});
export type DataExportView = z.infer<typeof DataExportView>;
export const DataExportList = z.array(DataExportView);
export type DataExportList = z.infer<typeof DataExportList>;

/** The archive's file name: `kumite-data-2026-11-28.zip`, after the day it was ready. */
export const dataArchiveName = (readyAt: string) => `kumite-data-${readyAt.slice(0, 10)}.zip`;
