import type { GeocodeCandidate } from "@kumite/contracts/gym/views";
import { TooManyRequests, Unavailable } from "@kumite/kit/errors";
import { within } from "@kumite/kit/http";
import type { Redis } from "ioredis";
import type { Geocoder } from "./geocoder.ts";

// Add Gym's lookups, as the gym service makes them of a geocoder it does not own (OpenStreetMap's
// asks for at most one call a second): an address already looked up is answered from memory for a
// day, whoever asks, and a member makes at most LOOKUPS_PER_MINUTE new lookups a minute, counted in
// Redis across the service's instances.

export const LOOKUPS_PER_MINUTE = 20;
export const TOO_MANY_LOOKUPS = "Too many address lookups: place the pin on the map, or try again in a minute";
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const KEPT_MAX = 2000;
const COUNT_WITHIN_MS = 1000;

export type Lookups = (memberId: string, address: string) => Promise<GeocodeCandidate[]>;

/** One address however it is typed: case, spacing and Unicode form aside. */
export const addressKey = (address: string) => address.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

export function geocoderLookups(geocoder: Geocoder, redis: Redis, now: () => number = Date.now): Lookups {
  const kept = new Map<string, { candidates: GeocodeCandidate[]; at: number }>();
  return async (memberId, address) => {
    const key = addressKey(address);
    const known = kept.get(key);
    if (known && now() - known.at < KEPT_FOR_MS) return known.candidates;
    await countLookup(redis, memberId, now());
    const candidates = await geocoder(address);
    kept.delete(key);
    kept.set(key, { candidates, at: now() });
    if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
    return candidates;
  };
}

async function countLookup(redis: Redis, memberId: string, at: number): Promise<void> {
  const minute = Math.floor(at / 60_000);
  const counter = `kumite:geocode:${memberId}:${minute}`;
  const count = await within(redis.multi().incr(counter).expire(counter, 60).exec(), COUNT_WITHIN_MS, "Redis").then(
    (replies) => Number(replies?.[0]?.[1]),
    (error: unknown) => {
      throw new Unavailable("Kumite cannot look addresses up right now; place the pin on the map", {
        cause: error,
        code: "request.unavailable",
      });
    },
  );
  if (count > LOOKUPS_PER_MINUTE) throw new TooManyRequests(TOO_MANY_LOOKUPS, { code: "geocoder.too-many" });
}
