// SPEC §9 business constants, plus the field limits we chose where SPEC is silent.

export const ATTACHMENTS = { maxFiles: 5, maxFileBytes: 50 * 1024 * 1024 } as const;

export const SEARCH = { maxUsers: 5, maxDojos: 5, maxInitials: 2, inlineMartialArts: 2 } as const;
export const NOTIFICATION_BADGE_CAP = 99;
export const TOAST = { maxShown: 1, durationMs: 5000 } as const;
export const SWIPE = { thresholdPx: 100, inputLockMs: 300 } as const;
export const TYPING_IDLE_MS = 1000;
export const MATCHING = {
  defaultMaxDistanceKm: 50,
  minDistanceKm: 1,
  maxDistanceKm: 500,
  /** Candidates in one answer, best first (SPEC is silent): Refresh asks for the next ones. */
  maxCandidates: 50,
  /** A pass keeps a member out of one's candidates this long. */
  passDays: 30,
  /** The widest weight-difference filter, in kg. */
  maxWeightDifferenceKg: 220,
} as const;
export const FEATURED_DOJOS = 4;
/** A dojo's longest name, description and location (SPEC is silent). */
export const DOJO_PROFILE_LIMITS = { nameMax: 80, descriptionMax: 2000, locationMax: 120 } as const;
/** A training event's longest title and description (SPEC is silent). */
export const TRAINING_EVENT_LIMITS = { titleMax: 120, descriptionMax: 2000 } as const;
export const CARD_MARTIAL_ARTS = 3;
export const FRIEND_MARTIAL_ARTS = 2;

/** Profile field limits (SPEC is silent; chosen to keep cards readable and payloads small). */
export const PROFILE = {
  usernameMin: 3,
  usernameMax: 30,
  displayNameMax: 60,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 1000,
  experienceMax: 200,
  locationMax: 120,
  rankMax: 40,
  weightMinKg: 30,
  weightMaxKg: 250,
} as const;

/** Posts and comments (SPEC is silent on lengths), and feed pages. */
export const POST_LIMITS = {
  titleMax: 200,
  contentMax: 10_000,
  commentMax: 2_000,
  pageMax: 50,
  pageDefault: 20,
  /** The latest comments a post carries in the feed; "View all N comments" pages through the rest. */
  commentsInFeed: 3,
  commentPageMax: 50,
  commentPageDefault: 20,
} as const;

/** JSON bodies larger than this are refused with 413 at the gateway. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Messages (SPEC is silent on lengths) and their pages. */
export const MESSAGE_LIMITS = {
  contentMax: 4000,
  pageMax: 100,
  pageDefault: 50,
  groupNameMax: 80,
  groupDescriptionMax: 500,
} as const;
