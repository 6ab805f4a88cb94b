import type { GymDeps } from "../aggregates.ts";
import type { Reader } from "../queries/gyms.ts";

/** The member reading, in their browser's time zone (UTC when it sends none), now. */
export const readerOf = (deps: GymDeps, memberId: string, timeZone = "UTC"): Reader => ({
  memberId,
  timeZone,
  now: deps.clock(),
});
