import type { MatchReason } from "@kumite/contracts/social/views";
import {
  SKILL_LEVELS,
  type MartialArt,
  type SkillLevel,
  type TrainingGoal,
  type Weekday,
} from "@kumite/contracts/values";

// How well a candidate fits the member looking: 0–100 from shared arts (40), skill level (20),
// distance (20), shared training days (10) and shared goals (10), with the reasons that earned
// the most points first. `scoreOf` takes only counts, so the candidate index can rank a whole city
// from bit masks and give exactly the score `fitOf` then explains.

export type MatchProfile = {
  martialArts: readonly MartialArt[];
  skillLevel: SkillLevel | null;
  availability: readonly Weekday[];
  trainingGoals: readonly TrainingGoal[];
};

/** The score, and why: in English (`reasons`) and as data for clients to word (`matchReasons`), in the same order. */
export type Fit = { score: number; reasons: string[]; matchReasons: MatchReason[] };

/** What the score is made of: how much two members share, and how far apart they are. */
export type FitCounts = {
  sharedArts: number;
  myArts: number;
  /** Steps between the two skill levels; null when either is unknown. */
  skillGap: number | null;
  distanceKm: number | null;
  maxDistanceKm: number;
  sharedDays: number;
  myDays: number;
  sharedGoals: number;
  myGoals: number;
};

const WEIGHTS = { arts: 40, skill: 20, distance: 20, days: 10, goals: 10 } as const;
/** Distances this close are worth saying out loud. */
const CLOSE_KM = 10;
const LISTED = 2;

const share = (weight: number, shared: number, mine: number) => (shared > 0 ? (weight * shared) / mine : 0);
const skillPoints = (gap: number | null) => (gap === 0 ? WEIGHTS.skill : gap === 1 ? WEIGHTS.skill / 2 : 0);
const distancePoints = (km: number | null, maxKm: number) =>
  km === null ? 0 : WEIGHTS.distance * Math.max(0, 1 - km / maxKm);

function pointsOf(counts: FitCounts) {
  return {
    arts: share(WEIGHTS.arts, counts.sharedArts, counts.myArts),
    skill: skillPoints(counts.skillGap),
    distance: distancePoints(counts.distanceKm, counts.maxDistanceKm),
    days: share(WEIGHTS.days, counts.sharedDays, counts.myDays),
    goals: share(WEIGHTS.goals, counts.sharedGoals, counts.myGoals),
  };
}

/** The score alone, summed in one fixed order so that every caller gets the same number. */
export function scoreOf(counts: FitCounts): number {
  return scoreFrom(
    counts.sharedArts,
    counts.myArts,
    counts.skillGap,
    counts.distanceKm,
    counts.maxDistanceKm,
    counts.sharedDays,
    counts.myDays,
    counts.sharedGoals,
    counts.myGoals,
  );
}

/** `scoreOf` without an object: what a search calls for each of thousands of members. */
export function scoreFrom(
  sharedArts: number,
  myArts: number,
  skillGap: number | null,
  distanceKm: number | null,
  maxDistanceKm: number,
  sharedDays: number,
  myDays: number,
  sharedGoals: number,
  myGoals: number,
): number {
  return Math.round(
    share(WEIGHTS.arts, sharedArts, myArts) +
      skillPoints(skillGap) +
      distancePoints(distanceKm, maxDistanceKm) +
      share(WEIGHTS.days, sharedDays, myDays) +
      share(WEIGHTS.goals, sharedGoals, myGoals),
  );
}

export const skillGapOf = (a: SkillLevel | null, b: SkillLevel | null) =>
  a && b ? Math.abs(SKILL_LEVELS.indexOf(a) - SKILL_LEVELS.indexOf(b)) : null;

const shared = <T>(mine: readonly T[], theirs: readonly T[]) => mine.filter((value) => theirs.includes(value));
const listed = (values: readonly string[]) =>
  values.length <= LISTED
    ? values.join(" and ")
    : `${values.slice(0, LISTED).join(", ")} and ${values.length - LISTED} more`;

export function fitOf(
  me: MatchProfile,
  candidate: MatchProfile,
  distanceKm: number | null,
  maxDistanceKm: number,
): Fit {
  const arts = shared(me.martialArts, candidate.martialArts);
  const days = shared(me.availability, candidate.availability);
  const goals = shared(me.trainingGoals, candidate.trainingGoals);
  const counts: FitCounts = {
    sharedArts: arts.length,
    myArts: me.martialArts.length,
    skillGap: skillGapOf(me.skillLevel, candidate.skillLevel),
    distanceKm,
    maxDistanceKm,
    sharedDays: days.length,
    myDays: me.availability.length,
    sharedGoals: goals.length,
    myGoals: me.trainingGoals.length,
  };
  const points = pointsOf(counts);
  const reasons: Array<{ points: number; reason: string; data: MatchReason } | null> = [
    arts.length > 0
      ? { points: points.arts, reason: `Both train ${listed(arts)}`, data: { kind: "arts", values: arts } }
      : null,
    counts.skillGap === 0 && candidate.skillLevel
      ? {
          points: points.skill,
          reason: `Same skill level: ${candidate.skillLevel}`,
          data: { kind: "skill", value: candidate.skillLevel },
        }
      : null,
    distanceKm !== null && distanceKm <= CLOSE_KM
      ? { points: points.distance, reason: `${distanceKm} km away`, data: { kind: "distance", km: distanceKm } }
      : null,
    days.length > 0
      ? { points: points.days, reason: `Both free on ${listed(days)}`, data: { kind: "days", values: days } }
      : null,
    goals.length > 0
      ? { points: points.goals, reason: `Shared goals: ${listed(goals)}`, data: { kind: "goals", values: goals } }
      : null,
  ];
  // Stable: equal points keep the order above.
  const given = reasons.filter((entry) => entry !== null).sort((a, b) => b.points - a.points);
  return {
    score: scoreOf(counts),
    reasons: given.map((entry) => entry.reason),
    matchReasons: given.map((entry) => entry.data),
  };
}
