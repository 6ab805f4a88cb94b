import { MATCHING } from "@kumite/contracts/limits";
import type { MatchingQuery } from "@kumite/contracts/social/commands";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { DAY_MS } from "@kumite/contracts/time";
import { InvalidInput } from "@kumite/kit/errors";
import { blockedWith, type Member, membersById, requireMember } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { indexedMember } from "../matching/candidate-index.ts";
import { fitOf } from "../matching/score.ts";
import { PASSES, type PassDocument } from "../projections/collections.ts";
import type { CandidatePool } from "./candidate-pool.ts";
import { connectionsAround } from "./connections.ts";

// A member's training-partner candidates, best first: the candidate index ranks everyone in the
// cells the distance overlaps (or everyone, for a member without a place), and only the page it
// returns is read from the store, with the reasons for each. Members who asked to connect come
// first: liking them back makes a match. Distances are between members' cells (matching/cells.ts),
// never their own points, so that no one can be trilaterated.

export const WEIGHT_NEEDED = "Add your weight to your profile to filter by weight difference";
export const ASKED_YOU = "Wants to train with you";

export async function candidatesFor(
  store: ReadStore,
  pool: CandidatePool,
  memberId: string,
  query: MatchingQuery,
  now: Date,
): Promise<MatchCandidate[]> {
  const me = await requireMember(store, memberId);
  if (query.maxWeightDifference !== undefined && me.weightKg === null)
    throw new InvalidInput(WEIGHT_NEEDED, { code: "matching.weight-needed" });
  const [index, { excluded, askedBy }] = await Promise.all([pool.current(store), excludedFor(store, memberId, now)]);
  const ranked = index.search(indexedMember(me), query, excluded, askedBy, MATCHING.maxCandidates);
  const profiles = await membersById(
    store,
    ranked.map((entry) => entry.id),
  );
  return ranked.flatMap((entry) => {
    const profile = profiles.get(entry.id);
    if (!profile) return [];
    const fit = fitOf(me, profile, entry.distanceKm, query.maxDistance);
    const reasons = entry.asked ? [ASKED_YOU, ...fit.reasons] : fit.reasons;
    const matchReasons = entry.asked ? [{ kind: "asked-you" } as const, ...fit.matchReasons] : fit.matchReasons;
    return [candidateView(profile, { distanceKm: entry.distanceKm, score: entry.score, reasons, matchReasons })];
  });
}

/**
 * Left out: whom the member is connected with or asked, whom they passed lately, and anyone a block
 * stands between them and (either way; one who asked before the block is not offered first either).
 */
async function excludedFor(
  store: ReadStore,
  memberId: string,
  now: Date,
): Promise<{ excluded: Set<string>; askedBy: Set<string> }> {
  const since = new Date(now.getTime() - MATCHING.passDays * DAY_MS).toISOString();
  const [{ settled, askedBy }, passes, blocked] = await Promise.all([
    connectionsAround(store, memberId),
    store
      .collection<PassDocument>(PASSES)
      .find({ userId: memberId, passedAt: { $gte: since } }, { fields: { passedUserId: 1 } }),
    blockedWith(store, memberId),
  ]);
  for (const pass of passes) settled.add(pass.passedUserId);
  for (const id of blocked) {
    settled.add(id);
    askedBy.delete(id);
  }
  return { excluded: settled, askedBy };
}

function candidateView(
  member: Member,
  fit: Pick<MatchCandidate, "distanceKm" | "score" | "reasons" | "matchReasons">,
): MatchCandidate {
  const {
    _id: id,
    displayName,
    username,
    martialArts,
    skillLevel,
    ageRange,
    experience,
    rank,
    location,
    availability,
    trainingGoals,
    bio,
    giPreference,
    intensity,
    weightKg,
  } = member;
  return {
    id,
    displayName,
    username,
    martialArts,
    skillLevel,
    ageRange,
    experience,
    rank,
    location,
    availability,
    trainingGoals,
    bio,
    giPreference,
    intensity,
    weightKg,
    ...fit,
  };
}
