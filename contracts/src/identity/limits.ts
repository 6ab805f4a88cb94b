// Identity's limits where SPEC is silent.

/**
 * How often a member may move their own point: at most `perWindow` times in any `windowMs`. Matching
 * measures between 1 km cells, and this keeps an attacker from probing from many chosen points
 * quickly. Clearing one's point, and edits of other fields, do not count.
 */
export const LOCATION_CHANGES = { perWindow: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * "Download my data" (issue 30): a member may ask once every `onceEveryMs` (gathering their whole
 * history costs every service a walk of its read models), and an export is listed and downloadable
 * for `keptForMs` after it was asked for; then its store drops it.
 */
export const DATA_EXPORTS = { onceEveryMs: 10 * 60 * 1000, keptForMs: 7 * 24 * 60 * 60 * 1000 } as const;
