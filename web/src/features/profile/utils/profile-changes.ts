import type { UpdateProfileBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import type { Profile } from "@/shared/profile-form/profile-form-values.ts";

/** The editable part of the signed-in member: what the edit dialog starts from. */
export function profileOf(user: SessionUser): Profile {
  return {
    displayName: user.displayName,
    martialArts: user.martialArts,
    skillLevel: user.skillLevel,
    ageRange: user.ageRange,
    trainingGoals: user.trainingGoals,
    availability: user.availability,
    experience: user.experience,
    location: user.location,
    latitude: user.latitude,
    longitude: user.longitude,
    bio: user.bio,
    rank: user.rank,
    weightKg: user.weightKg,
    giPreference: user.giPreference,
    intensity: user.intensity,
  };
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/**
 * Only the fields that differ, as PATCH /api/users/{id} takes them. The coordinates travel as a
 * pair: when either changed, both are sent. Empty when nothing changed.
 */
export function profileChanges(before: Profile, after: Profile): UpdateProfileBody {
  const keys = Object.keys(after) as (keyof Profile)[];
  const changed = keys.filter((key) => !sameValue(before[key], after[key]));
  if (changed.includes("latitude") || changed.includes("longitude")) changed.push("latitude", "longitude");
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as UpdateProfileBody;
}
