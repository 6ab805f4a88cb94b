import { z } from "zod";
import { MartialArtSchema } from "../identity/profile.ts";
import { MATCHING } from "../limits.ts";
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

// Matching (SPEC §2 Matching, §5, §7): candidates for a member, best first, with why each was
// suggested. Passing is remembered on `social.pass.<memberId>` for MATCHING.passDays.

/** "all" is SPEC's default of a choice filter; the web leaves it out, a caller may send it. */
const ALL = "all";
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ALL])
    .optional()
    .transform((value) => (value === ALL ? undefined : (value as T[number] | undefined)));

const martialArtList = z
  .string()
  .max(400)
  .transform((list, context) => {
    const arts = [
      ...new Set(
        list
          .split(",")
          .map((art) => art.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = arts.filter((art) => !(MARTIAL_ARTS as readonly string[]).includes(art));
    if (unknown.length > 0) {
      context.addIssue({ code: "custom", message: `unknown martial art: ${unknown.join(", ")}` });
      return z.NEVER;
    }
    return arts as MartialArt[];
  });

const kilometres = z.coerce
  .number({ error: "must be a number of kilometres" })
  .min(MATCHING.minDistanceKm, `must be at least ${MATCHING.minDistanceKm} km`)
  .max(MATCHING.maxDistanceKm, `must be at most ${MATCHING.maxDistanceKm} km`);

export const MatchingQuery = z.object({
  martialArts: martialArtList.optional(),
  skillLevel: choice(SKILL_LEVELS),
  ageRange: choice(AGE_RANGES),
  maxDistance: kilometres.default(MATCHING.defaultMaxDistanceKm),
  giPreference: choice(GI_PREFERENCES),
  intensity: choice(TRAINING_INTENSITIES),
  /** Needs one's own weight in the profile; candidates without a weight are then left out. */
  maxWeightDifference: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a number of kilograms" })
      .min(0, "must not be negative")
      .max(MATCHING.maxWeightDifferenceKg, `must be at most ${MATCHING.maxWeightDifferenceKg} kg`)
      .optional(),
  ),
});
export type MatchingQuery = z.infer<typeof MatchingQuery>;

export const MatchingParams = z.object({ userId: z.string().min(1).max(64) });

export const PassBody = z.object({ passedUserId: z.string().min(1).max(64) });
export type PassBody = z.infer<typeof PassBody>;

export type MemberPassed = { userId: string; passedUserId: string };
export type PassEvent = { type: "MemberPassed"; data: MemberPassed };
export const passSubject = (memberId: string) => `social.pass.${memberId}`;

export const PassReply = z.object({ passedUserId: z.string(), until: z.string() });
export type PassReply = z.infer<typeof PassReply>;

/** What a swipe card shows: never the candidate's coordinates, only the distance. */
/**
 * Why a candidate was suggested: they asked to connect, share arts, level, days or goals (the
 * shared values, all of them), or train within a few kilometres.
 */
export const MatchReason = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("asked-you") }),
  z.object({ kind: z.literal("arts"), values: z.array(MartialArtSchema) }),
  z.object({ kind: z.literal("skill"), value: z.enum(SKILL_LEVELS) }),
  z.object({ kind: z.literal("distance"), km: z.number() }),
  z.object({ kind: z.literal("days"), values: z.array(z.enum(WEEKDAYS)) }),
  z.object({ kind: z.literal("goals"), values: z.array(z.enum(TRAINING_GOALS)) }),
]);
export type MatchReason = z.infer<typeof MatchReason>;

export const MatchCandidate = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  martialArts: z.array(MartialArtSchema),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  ageRange: z.enum(AGE_RANGES).nullable(),
  experience: z.string(),
  rank: z.string(),
  location: z.string(),
  availability: z.array(z.enum(WEEKDAYS)),
  trainingGoals: z.array(z.enum(TRAINING_GOALS)),
  bio: z.string(),
  giPreference: z.enum(GI_PREFERENCES).nullable(),
  intensity: z.enum(TRAINING_INTENSITIES).nullable(),
  weightKg: z.number().nullable(),
  /** Kilometres to one decimal, when both members have coordinates. */
  distanceKm: z.number().nullable(),
  /** 0–100: higher is a better fit. */
  score: z.number(),
  /** Short reasons it was suggested, the strongest first, in English. */
  reasons: z.array(z.string()),
  /** The same reasons as data, in the same order, for a client to word in its own language. */
  matchReasons: z.array(MatchReason),
});
export type MatchCandidate = z.infer<typeof MatchCandidate>;
export const MatchCandidates = z.array(MatchCandidate);
