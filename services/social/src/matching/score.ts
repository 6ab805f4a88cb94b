import { SKILL_LEVELS, type MartialArt, type SkillLevel, type TrainingGoal, type Weekday } from "@kumite/contracts/values";

// How well a candidate fits the member looking: 0–100 from shared arts (40), skill level (20),
// distance (20), shared training days (10) and shared goals (10), with the reasons that earned
// the most points first. Pure, so ranking is tested without a store.

export type MatchProfile = {
  martialArts: readonly MartialArt[];
  skillLevel: SkillLevel | null;
  availability: readonly Weekday[];
  trainingGoals: readonly TrainingGoal[];
};

export type Fit = { score: number; reasons: string[] };

const WEIGHTS = { arts: 40, skill: 20, distance: 20, days: 10, goals: 10 } as const;
/** Distances this close are worth saying out loud. */
const CLOSE_KM = 10;
const LISTED = 2;

const shared = <T>(mine: readonly T[], theirs: readonly T[]) => mine.filter((value) => theirs.includes(value));
const listed = (values: readonly string[]) =>
  values.length <= LISTED ? values.join(" and ") : `${values.slice(0, LISTED).join(", ")} and ${values.length - LISTED} more`;

export function fitOf(me: MatchProfile, candidate: MatchProfile, distanceKm: number | null, maxDistanceKm: number): Fit {
  const parts: Array<{ points: number; reason: string | null }> = [];
  const arts = shared(me.martialArts, candidate.martialArts);
  if (arts.length > 0) parts.push({ points: (WEIGHTS.arts * arts.length) / me.martialArts.length, reason: `Both train ${listed(arts)}` });
  if (me.skillLevel && candidate.skillLevel) {
    const gap = Math.abs(SKILL_LEVELS.indexOf(me.skillLevel) - SKILL_LEVELS.indexOf(candidate.skillLevel));
    if (gap === 0) parts.push({ points: WEIGHTS.skill, reason: `Same skill level: ${candidate.skillLevel}` });
    else if (gap === 1) parts.push({ points: WEIGHTS.skill / 2, reason: null });
  }
  if (distanceKm !== null) {
    const nearness = Math.max(0, 1 - distanceKm / maxDistanceKm);
    parts.push({ points: WEIGHTS.distance * nearness, reason: distanceKm <= CLOSE_KM ? `${distanceKm} km away` : null });
  }
  const days = shared(me.availability, candidate.availability);
  if (days.length > 0) parts.push({ points: (WEIGHTS.days * days.length) / me.availability.length, reason: `Both free on ${listed(days)}` });
  const goals = shared(me.trainingGoals, candidate.trainingGoals);
  if (goals.length > 0) parts.push({ points: (WEIGHTS.goals * goals.length) / me.trainingGoals.length, reason: `Shared goals: ${listed(goals)}` });
  parts.sort((a, b) => b.points - a.points);
  return {
    score: Math.round(parts.reduce((sum, part) => sum + part.points, 0)),
    reasons: parts.flatMap((part) => (part.reason ? [part.reason] : [])),
  };
}
