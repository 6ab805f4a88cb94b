import { z } from "zod";
import { PROFILE } from "../limits.ts";
import {
  AGE_RANGES,
  GI_PREFERENCES,
  MARTIAL_ARTS,
  SKILL_LEVELS,
  TRAINING_GOALS,
  TRAINING_INTENSITIES,
  WEEKDAYS,
  type MartialArt,
} from "../values.ts";

// A profile's fields and their rules, one definition each: identity's commands accept them, its
// events carry them and its views show them, and the web's forms check them before sending.

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

const profileFieldSchemas = {
  martialArts: uniqueList(MartialArtSchema),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  ageRange: z.enum(AGE_RANGES).nullable(),
  trainingGoals: uniqueList(z.enum(TRAINING_GOALS)),
  availability: uniqueList(z.enum(WEEKDAYS)),
  experience: trimmed(PROFILE.experienceMax),
  location: trimmed(PROFILE.locationMax),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  bio: trimmed(PROFILE.bioMax),
  rank: trimmed(PROFILE.rankMax),
  weightKg: z
    .number()
    .min(PROFILE.weightMinKg, `must be at least ${PROFILE.weightMinKg} kg`)
    .max(PROFILE.weightMaxKg, `must be at most ${PROFILE.weightMaxKg} kg`)
    .nullable(),
  giPreference: z.enum(GI_PREFERENCES).nullable(),
  intensity: z.enum(TRAINING_INTENSITIES).nullable(),
};

/** The optional sign-up fields of SPEC §5: everything a profile shows beyond names. */
export const ProfileFields = z.object({
  martialArts: profileFieldSchemas.martialArts.default([]),
  skillLevel: profileFieldSchemas.skillLevel.default(null),
  ageRange: profileFieldSchemas.ageRange.default(null),
  trainingGoals: profileFieldSchemas.trainingGoals.default([]),
  availability: profileFieldSchemas.availability.default([]),
  experience: profileFieldSchemas.experience.default(""),
  location: profileFieldSchemas.location.default(""),
  latitude: profileFieldSchemas.latitude.default(null),
  longitude: profileFieldSchemas.longitude.default(null),
  bio: profileFieldSchemas.bio.default(""),
  rank: profileFieldSchemas.rank.default(""),
  weightKg: profileFieldSchemas.weightKg.default(null),
  giPreference: profileFieldSchemas.giPreference.default(null),
  intensity: profileFieldSchemas.intensity.default(null),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/** A profile edit: any of the profile fields and the display name; what is left out stays. */
export const ProfileChanges = z
  .object({ displayName: DisplayName, ...profileFieldSchemas })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "change at least one field");
export type ProfileChanges = z.infer<typeof ProfileChanges>;

/**
 * Every optional field at its default. Events stored before a field existed lack it, and stay
 * readable forever: projections spread this under them.
 */
export const PROFILE_DEFAULTS: ProfileFields = ProfileFields.parse({});
