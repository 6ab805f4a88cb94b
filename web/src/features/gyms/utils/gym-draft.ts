import type { AddGymBody } from "@kumite/contracts/gym/commands";
import type { MartialArt } from "@kumite/contracts/values";

/** The Add Gym form as filled in so far. */
export interface GymDraft {
  name?: string;
  address?: string;
  latitude?: number | string | null;
  longitude?: number | string | null;
  phone?: string;
  website?: string;
  description?: string;
  martialArts?: MartialArt[];
}

export type MissingGymField = "name" | "address";

/** SPEC §5: name and address must be non-blank. */
export function firstMissing(draft: GymDraft): MissingGymField | null {
  if (!draft.name?.trim()) return "name";
  if (!draft.address?.trim()) return "address";
  return null;
}

/** SPEC §5: latitude and longitude are numeric and 0 when they cannot be read as a number. */
export function coordinateOf(raw: GymDraft["latitude"]): number {
  const parsed = typeof raw === "number" ? raw : Number.parseFloat(raw ?? "");
  return Number.isFinite(parsed) ? parsed : 0;
}

/** What POST /api/gyms receives (SPEC §7), or null when a required field is blank. */
export function gymBody(draft: GymDraft): AddGymBody | null {
  if (firstMissing(draft)) return null;
  return {
    name: draft.name!.trim(),
    address: draft.address!.trim(),
    phone: (draft.phone ?? "").trim(),
    website: (draft.website ?? "").trim(),
    description: (draft.description ?? "").trim(),
    martialArts: draft.martialArts ?? [],
    latitude: coordinateOf(draft.latitude),
    longitude: coordinateOf(draft.longitude),
  };
}
