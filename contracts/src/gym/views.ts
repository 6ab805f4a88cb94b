import { z } from "zod";
import { ErrorReply } from "../errors.ts";
import { MartialArtSchema } from "../identity/profile.ts";
import { withMatched } from "../search-schemas.ts";
import { GI_PREFERENCES, WEEKDAYS } from "../values.ts";
import { GEOCODE_LIMITS } from "./limits.ts";

// SPEC §3's Gym (id, name, address, phone, website, description, martialArts, latitude, longitude)
// as members read it, with its open mats and linked dojos. Nothing about any member's whereabouts:
// the adder is shown by name only.

export const OpenMatView = z.object({
  id: z.string(),
  weekday: z.enum(WEEKDAYS),
  start: z.string(),
  end: z.string(),
  kind: z.enum(GI_PREFERENCES),
  /** null: free. */
  fee: z.string().nullable(),
  note: z.string(),
  addedAt: z.string(),
  /** Members who confirmed it (its adder first), and who flagged it as gone. */
  confirmations: z.number().int(),
  flags: z.number().int(),
  lastConfirmedAt: z.string(),
  /** What the reader did: confirmed it (or added it), or flagged it. */
  viewer: z.object({ confirmed: z.boolean(), flagged: z.boolean() }),
});
export type OpenMatView = z.infer<typeof OpenMatView>;

/** The gym's next open mat from now, in the reader's time zone: 0 days ahead is today (under way or later). */
export const NextOpenMat = z.object({
  openMatId: z.string(),
  weekday: z.enum(WEEKDAYS),
  start: z.string(),
  end: z.string(),
  kind: z.enum(GI_PREFERENCES),
  daysAhead: z.number().int().min(0).max(7),
});
export type NextOpenMat = z.infer<typeof NextOpenMat>;

export const GymView = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  martialArts: z.array(MartialArtSchema),
  latitude: z.number(),
  longitude: z.number(),
  /** Km from the asked point, to one decimal: nearby answers only. */
  distance: z.number().optional(),
  addedAt: z.string(),
  /** Who added it, by name; null once their account is gone. */
  addedBy: z.object({ displayName: z.string(), username: z.string() }).nullable(),
  /** Listed open mats by weekday and start; those flagged as gone more than confirmed are left out. */
  openMats: z.array(OpenMatView),
  nextOpenMat: NextOpenMat.nullable(),
  dojos: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GymView = z.infer<typeof GymView>;
export const GymList = z.array(GymView);
export type GymList = z.infer<typeof GymList>;
/** GET /api/gyms: the list, each with the words a search matched. */
export const FoundGymList = z.array(withMatched(GymView));
export type FoundGymList = z.infer<typeof FoundGymList>;

/** A place a geocoder found for an address: its own words for it, and where the pin goes. */
export const GeocodeCandidate = z.object({
  label: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeocodeCandidate = z.infer<typeof GeocodeCandidate>;
/** GET /api/gyms/geocode: the geocoder's best first, at most GEOCODE_LIMITS.candidatesMax. */
export const GeocodeCandidates = z.array(GeocodeCandidate).max(GEOCODE_LIMITS.candidatesMax);
export type GeocodeCandidates = z.infer<typeof GeocodeCandidates>;

/** 409 `gym.duplicate`: the gym is there already (within 150 m, a similar name); the dialog offers it. */
export const GymDuplicateReply = ErrorReply.extend({ gym: GymView.optional() });
export type GymDuplicateReply = z.infer<typeof GymDuplicateReply>;

/**
 * The id of a gym's chat (SPEC's gym_group, one per gym, in messaging): made, or joined when it
 * exists, by `POST /api/group-chats` `{ type: "gym_group", gymId, name, createdBy }`; joined by
 * `POST /api/group-chats/{id}/join`.
 */
export const gymChatId = (gymId: string) => `gym-${gymId}`;
