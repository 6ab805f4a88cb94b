import type { MartialArt } from "@kumite/contracts/values";
import { cellsAround, cellsOf, type Coordinates } from "./geo.ts";

// The keys of the candidate index. A member is filed under each of their arts and under "*" (any
// art), once per geohash cell and once without a place ("@"), so that one `$in` over the keys a
// search needs walks only members of those arts in those cells.

const ANY_ART = "*";
const ANYWHERE = "@";

type Filed = { martialArts: readonly MartialArt[]; latitude: number | null; longitude: number | null };

export function matchKeysOf(member: Filed): string[] {
  const arts = [ANY_ART, ...member.martialArts];
  const places = [ANYWHERE, ...(hasPlace(member) ? cellsOf(member) : [])];
  return arts.flatMap((art) => places.map((place) => `${art}|${place}`));
}

/** The keys to walk for members of `arts` (any, when empty) within `km` of `centre` (anywhere, when null). */
export function searchKeys(arts: readonly MartialArt[], centre: Coordinates | null, km: number): string[] {
  const places = centre ? cellsAround(centre, km) : [ANYWHERE];
  return (arts.length > 0 ? arts : [ANY_ART]).flatMap((art) => places.map((place) => `${art}|${place}`));
}

export function hasPlace(member: { latitude: number | null; longitude: number | null }): member is Coordinates {
  return member.latitude !== null && member.longitude !== null;
}
