import { MATCHING } from "@kumite/contracts/limits";
import type { MatchCandidate, MatchingQuery } from "@kumite/contracts/social/matching";
import { InvalidInput, NotFound } from "@kumite/kit/errors";
import type { Filter, ReadStore } from "@kumite/kit/read-store/port";
import { distanceKm } from "../matching/geo.ts";
import { hasPlace, searchKeys } from "../matching/match-keys.ts";
import { fitOf } from "../matching/score.ts";
import { MEMBERS, PASSES, type ActiveMemberDocument, type PassDocument } from "../projections/collections.ts";
import { connectionsAround, findMember } from "./connections.ts";

// A member's training-partner candidates, best first. One index walk fetches the members of the
// wanted arts in the cells the distance overlaps, with the other filters checked on the way;
// only what scoring needs is read for them, and whole profiles only for the page returned. Members
// who asked to connect come first: liking them back makes a match.

/** At most this many members are scored per search: a bound on its cost in a crowded city. */
const POOL_LIMIT = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SCORING_FIELDS = { martialArts: 1, skillLevel: 1, availability: 1, trainingGoals: 1, latitude: 1, longitude: 1 } as const;
type Scored = Pick<ActiveMemberDocument, "_id" | keyof typeof SCORING_FIELDS>;

export const MEMBER_NOT_FOUND = "User not found";
export const WEIGHT_NEEDED = "Add your weight to your profile to filter by weight difference";
export const ASKED_YOU = "Wants to train with you";

export async function candidatesFor(store: ReadStore, memberId: string, query: MatchingQuery, now: Date): Promise<MatchCandidate[]> {
  const me = await findMember(store, memberId);
  if (!me) throw new NotFound(MEMBER_NOT_FOUND);
  const centre = hasPlace(me) ? me : null;
  const filter: Filter = { matchKeys: { $in: searchKeys(query.martialArts ?? [], centre, query.maxDistance) } };
  for (const field of ["skillLevel", "ageRange", "giPreference", "intensity"] as const) {
    if (query[field]) filter[field] = query[field];
  }
  if (query.maxWeightDifference !== undefined) {
    if (me.weightKg === null) throw new InvalidInput(WEIGHT_NEEDED);
    filter.weightKg = { $gte: me.weightKg - query.maxWeightDifference, $lte: me.weightKg + query.maxWeightDifference };
  }
  const members = store.collection<ActiveMemberDocument>(MEMBERS);
  const [pool, { excluded, askedBy }] = await Promise.all([
    members.find(filter, { limit: POOL_LIMIT, fields: SCORING_FIELDS }) as Promise<Scored[]>,
    excludedFor(store, memberId, now),
  ]);
  const ranked: Array<{ id: string; asked: boolean; distanceKm: number | null; score: number; reasons: string[] }> = [];
  for (const candidate of pool) {
    if (candidate._id === memberId || excluded.has(candidate._id)) continue;
    const distance = centre && hasPlace(candidate) ? distanceKm(centre, candidate) : null;
    // A member with a place looks for partners within the distance; one without sees everyone.
    if (centre && (distance === null || distance > query.maxDistance)) continue;
    const fit = fitOf(me, candidate, distance, query.maxDistance);
    const asked = askedBy.has(candidate._id);
    ranked.push({ id: candidate._id, asked, distanceKm: distance, score: fit.score, reasons: asked ? [ASKED_YOU, ...fit.reasons] : fit.reasons });
  }
  ranked.sort(
    (a, b) =>
      Number(b.asked) - Number(a.asked) ||
      b.score - a.score ||
      (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
      a.id.localeCompare(b.id),
  );
  const page = ranked.slice(0, MATCHING.maxCandidates);
  const profiles = await Promise.all(page.map((entry) => members.findOne({ _id: entry.id }, { fields: { matchKeys: 0, latitude: 0, longitude: 0 } })));
  return page.flatMap(({ asked: _asked, ...entry }, index) => {
    const profile = profiles[index];
    return profile ? [candidateView(profile, entry)] : [];
  });
}

/** Left out: whom the member is connected with or asked, and whom they passed lately. */
async function excludedFor(store: ReadStore, memberId: string, now: Date): Promise<{ excluded: Set<string>; askedBy: Set<string> }> {
  const since = new Date(now.getTime() - MATCHING.passDays * DAY_MS).toISOString();
  const [{ settled, askedBy }, passes] = await Promise.all([
    connectionsAround(store, memberId),
    store.collection<PassDocument>(PASSES).find({ userId: memberId, passedAt: { $gte: since } }, { fields: { passedUserId: 1 } }),
  ]);
  for (const pass of passes) settled.add(pass.passedUserId);
  return { excluded: settled, askedBy };
}

function candidateView(
  member: Omit<ActiveMemberDocument, "matchKeys" | "latitude" | "longitude">,
  fit: { distanceKm: number | null; score: number; reasons: string[] },
): MatchCandidate {
  const { _id: id, displayName, username, martialArts, skillLevel, ageRange, experience, rank, location, availability, trainingGoals, bio, giPreference, intensity, weightKg } =
    member;
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
