import { z } from "zod";
import { PROFILE } from "../limits.ts";
import { AGE_RANGES, MARTIAL_ARTS, SKILL_LEVELS, TRAINING_GOALS, WEEKDAYS, type MartialArt } from "../values.ts";

const trimmed = (max: number) => z.string().trim().max(max);
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, "must not repeat an entry");

export const MartialArtSchema = z.enum(MARTIAL_ARTS as [MartialArt, ...MartialArt[]]);
export const Username = z
  .string()
  .trim()
  .min(PROFILE.usernameMin, `must be at least ${PROFILE.usernameMin} characters`)
  .max(PROFILE.usernameMax)
  .regex(/^[A-Za-z0-9_.-]+$/, "may use letters, digits, dots, dashes and underscores only");
export const DisplayName = z.string().trim().min(1, "is required").max(PROFILE.displayNameMax);
export const Email = z.string().trim().max(PROFILE.emailMax).pipe(z.email("must be a valid email address"));
export const Password = z
  .string()
  .min(PROFILE.passwordMin, `must be at least ${PROFILE.passwordMin} characters`)
  .max(PROFILE.passwordMax);

/** The optional sign-up fields of SPEC §5: everything a profile shows beyond names. */
export const ProfileFields = z.object({
  martialArts: uniqueList(MartialArtSchema).default([]),
  skillLevel: z.enum(SKILL_LEVELS).nullable().default(null),
  ageRange: z.enum(AGE_RANGES).nullable().default(null),
  trainingGoals: uniqueList(z.enum(TRAINING_GOALS)).default([]),
  availability: uniqueList(z.enum(WEEKDAYS)).default([]),
  experience: trimmed(PROFILE.experienceMax).default(""),
  location: trimmed(PROFILE.locationMax).default(""),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  bio: trimmed(PROFILE.bioMax).default(""),
});
export type ProfileFields = z.infer<typeof ProfileFields>;
