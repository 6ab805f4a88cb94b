import { z } from "zod";
import { subjectId } from "../ids.ts";
import { SearchText } from "../search-schemas.ts";
import { MartialArtSchema } from "../identity/profile.ts";
import { GI_PREFERENCES, WEEKDAYS } from "../values.ts";
import { GEOCODE_LIMITS, GYM_LIMITS, GYM_RADIUS_KM, OPEN_MAT_LIMITS } from "./limits.ts";
import { normaliseWebsite } from "./website.ts";

// What the gym routes accept. SPEC §5: name and address non-blank; latitude and longitude numeric,
// 0 by default; phone, website, description and arts optional. Every field is capped.

const nonBlank = (max: number) => z.string().trim().min(1, "is required").max(max);

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

const PHONE_CHARACTERS = /^[0-9+\-(). ]+$/;
/** Digits, spaces and + - ( ) . only, so a `tel:` link holds nothing else; "" is no phone. */
export const Phone = z
  .string()
  .trim()
  .max(GYM_LIMITS.phoneMax)
  .refine((phone) => phone === "" || PHONE_CHARACTERS.test(phone), "may hold only digits, spaces and + - ( ) .")
  .refine(
    (phone) => phone === "" || (phone.match(/\d/g)?.length ?? 0) >= GYM_LIMITS.phoneMinDigits,
    `needs at least ${GYM_LIMITS.phoneMinDigits} digits`,
  )
  .transform((phone) => (phone === "" ? null : phone));

/** An http(s) URL (https:// added to a bare host); "" is no website; any other scheme is refused. */
export const Website = z
  .string()
  .max(GYM_LIMITS.websiteMax)
  .transform((text, context) => {
    if (text.trim() === "") return null;
    const website = normaliseWebsite(text);
    if (website === null) {
      context.issues.push({ code: "custom", message: "must be an http(s) web address", input: text });
      return z.NEVER;
    }
    return website;
  });

/** SPEC §7: POST /api/gyms. */
export const AddGymBody = z.object({
  name: nonBlank(GYM_LIMITS.nameMax),
  address: nonBlank(GYM_LIMITS.addressMax),
  phone: Phone.optional().transform((phone) => phone ?? null),
  website: Website.optional().transform((website) => website ?? null),
  description: z.string().trim().max(GYM_LIMITS.descriptionMax).optional().default(""),
  martialArts: z
    .array(MartialArtSchema)
    .max(MartialArtSchema.options.length)
    .refine((arts) => new Set(arts).size === arts.length, "must not repeat an entry")
    .optional()
    .default([]),
  latitude: Latitude.optional().default(0),
  longitude: Longitude.optional().default(0),
});
export type AddGymBody = z.input<typeof AddGymBody>;
export type AddGymInput = z.output<typeof AddGymBody>;

/** An IANA time zone the runtime knows ("Europe/Lisbon"); UTC when absent. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "is not a known time zone");

/**
 * Gyms with an open mat today or this weekend (Saturday or Sunday), in the viewer's `timeZone`
 * (gyms have no zone of their own: a member looks for gyms around where they are).
 */
export const OpenMatFilter = z.enum(["today", "weekend"]);
export type OpenMatFilter = z.infer<typeof OpenMatFilter>;

const openMatQuery = {
  openMat: OpenMatFilter.optional(),
  timeZone: TimeZone.optional().default("UTC"),
};

/**
 * GET /api/gyms: every gym, newest first, at most GYM_PAGE_MAX; with `search`, the gyms it finds, best
 * first (the nearest to the member's cell among equals), at most SEARCH_RESULTS_MAX.
 */
export const GymListQuery = z.object({ ...openMatQuery, search: SearchText });
export type GymListQuery = z.infer<typeof GymListQuery>;

/** A number in a query string, in [min, max]: "" is refused, not taken as 0. */
const queryNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number().min(min).max(max),
  );

/** SPEC §7: GET /api/gyms/nearby?latitude=&longitude=&radius= (km, 1–100, 25 when absent). */
export const NearbyGymsQuery = z.object({
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
  radius: queryNumber(GYM_RADIUS_KM.min, GYM_RADIUS_KM.max).optional().default(GYM_RADIUS_KM.default),
  ...openMatQuery,
});
export type NearbyGymsQuery = z.infer<typeof NearbyGymsQuery>;

/** GET /api/gyms/geocode?address=: where an address is, for Add Gym's pin. */
export const GeocodeQuery = z.object({
  address: z.string().trim().min(GEOCODE_LIMITS.addressMin).max(GEOCODE_LIMITS.addressMax),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/** A gym's id, or an open mat's: one token of a NATS subject, as the service makes them. */
const GymToken = subjectId("an id");

/** The viewer's time zone, for a gym's next open mat. */
export const GymViewQuery = z.object({ timeZone: openMatQuery.timeZone });
export type GymViewQuery = z.infer<typeof GymViewQuery>;

export const GymIdParams = z.object({ id: GymToken });
export type GymIdParams = z.infer<typeof GymIdParams>;

export const OpenMatParams = z.object({ id: GymToken, openMatId: GymToken });
export type OpenMatParams = z.infer<typeof OpenMatParams>;

export const GymDojoParams = z.object({ id: GymToken, dojoId: GymToken });
export type GymDojoParams = z.infer<typeof GymDojoParams>;

/** POST /api/gyms/:id/dojos: the dojo (the actor's own) to link to the gym. */
export const LinkDojoBody = z.object({ dojoId: GymToken });
export type LinkDojoBody = z.infer<typeof LinkDojoBody>;

/** HH:mm on a 24-hour clock. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:mm");

/** POST /api/gyms/:id/open-mats: a weekly open mat; it ends after it starts, on the same day. */
export const AddOpenMatBody = z
  .object({
    weekday: z.enum(WEEKDAYS),
    start: ClockTime,
    end: ClockTime,
    kind: z.enum(GI_PREFERENCES),
    /** Free when absent or blank; otherwise what it costs, as text ("€10", "10 USD"). */
    fee: z
      .string()
      .trim()
      .max(OPEN_MAT_LIMITS.feeMax)
      .optional()
      .transform((fee) => (fee ? fee : null)),
    note: z.string().trim().max(OPEN_MAT_LIMITS.noteMax).optional().default(""),
  })
  .refine((slot) => slot.end > slot.start, { message: "must be after the start", path: ["end"] });
export type AddOpenMatBody = z.input<typeof AddOpenMatBody>;
export type AddOpenMatInput = z.output<typeof AddOpenMatBody>;
