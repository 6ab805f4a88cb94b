// Lengths of time the web and the services count in, so a day is one number on both sides.

/** A day as a clock counts it, 24 hours: what "in one day" and "for 30 days" mean in SPEC's rules. */
export const DAY_MS = 24 * 60 * 60 * 1000;
