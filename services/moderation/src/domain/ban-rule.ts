import { DAY_MS } from "@kumite/contracts/time";
import { isEstablished, type AccountStanding } from "@kumite/kit/members";

// SPEC §9's auto-ban (5 reports in total, or 3 in one day), counted as Discourse counts flags: by
// distinct reporters in good standing, never raw reports. Which reports count is decided when each
// is filed (member-case.ts); this says when the counted ones are enough.

export const BAN_TOTAL = 5;
export const BAN_IN_ONE_DAY = 3;

export type CountedReport = { reporterId: string; filedAt: string };

/** Whether the counted reports call for a suspension now: 5 reporters in all, or 3 within the last 24 hours. */
export function reachesBan(counted: readonly CountedReport[], now: Date): boolean {
  const reporters = new Set(counted.map((report) => report.reporterId));
  if (reporters.size >= BAN_TOTAL) return true;
  const since = now.getTime() - DAY_MS;
  const lately = new Set(counted.filter((report) => Date.parse(report.filedAt) > since).map((r) => r.reporterId));
  return lately.size >= BAN_IN_ONE_DAY;
}

/**
 * Whether a report counts toward a ban: its reporter is established (kit's `members/account-standing.ts`,
 * the same rule an open mat's flag follows), and did not count toward a suspension of this member
 * that an operator lifted. Whom the reported member blocked plays no part: a harasser who blocks
 * their victims first must still be reportable by them.
 */
export function countsTowardBan(reporter: AccountStanding, clearedByLift: boolean, now: Date): boolean {
  return isEstablished(reporter, now) && !clearedByLift;
}
