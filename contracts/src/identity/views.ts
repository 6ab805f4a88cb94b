import { z } from "zod";
import { AGE_RANGES, DOJO_ROLES, SKILL_LEVELS, TRAINING_GOALS, WEEKDAYS } from "../values.ts";
import { MartialArtSchema } from "./profile.ts";

/** A user as every signed-in member may see them. The password is never part of any reply. */
export const UserView = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  martialArts: z.array(MartialArtSchema),
  experience: z.string(),
  bio: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ageRange: z.enum(AGE_RANGES).nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  trainingGoals: z.array(z.enum(TRAINING_GOALS)),
  availability: z.array(z.enum(WEEKDAYS)),
  dojoId: z.string().nullable(),
  dojoRole: z.enum(DOJO_ROLES).nullable(),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof UserView>;

/** The signed-in user: their own view plus the email only they may read. */
export const SessionUser = UserView.extend({ email: z.string() });
export type SessionUser = z.infer<typeof SessionUser>;

export const UserList = z.array(UserView);
export type UserList = z.infer<typeof UserList>;

export const DeletedAccount = z.object({ message: z.literal("Account deleted") });
export type DeletedAccount = z.infer<typeof DeletedAccount>;
