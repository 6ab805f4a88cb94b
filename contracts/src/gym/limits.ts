// Gyms' limits: SPEC §9's radius, and the lengths and caps we chose where SPEC is silent.

export const GYM_RADIUS_KM = { min: 1, max: 100, default: 25 } as const;

/** Field lengths of SPEC §3's Gym (SPEC is silent): enough for real names and addresses, no more. */
export const GYM_LIMITS = {
  nameMax: 100,
  addressMax: 200,
  phoneMax: 30,
  /** A phone has at least this many digits. */
  phoneMinDigits: 3,
  websiteMax: 300,
  descriptionMax: 2000,
} as const;

/** How many gyms one answer holds: `GET /api/gyms` (newest first) and nearby (nearest first). */
export const GYM_PAGE_MAX = 100;

/** A gym added this close to one with a similar name is that gym (a 409 names it). */
export const GYM_DUPLICATE_METERS = 150;

/** A gym's weekly open mats (beyond SPEC). */
export const OPEN_MAT_LIMITS = {
  /** Listed open mats per gym. */
  perGymMax: 30,
  feeMax: 60,
  noteMax: 300,
} as const;

/** Dojos linked to one gym. */
export const GYM_DOJOS_MAX = 20;

/**
 * Add Gym's address lookup (GET /api/gyms/geocode): an address long enough to mean a place and no
 * longer than a gym's; a few candidates to choose from, as a geocoder ranks them.
 */
export const GEOCODE_LIMITS = { addressMin: 3, addressMax: GYM_LIMITS.addressMax, candidatesMax: 5 } as const;
