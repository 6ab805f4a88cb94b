// SPEC §9's auto-ban (5 reports in total, or 3 in one day), counted as Discourse counts flags: by
// distinct reporters in good standing, never raw reports. Which reports count is decided when each
// is filed (member-case.ts); this says when the counted ones are enough.

export const BAN_TOTAL = 5;
export const BAN_IN_ONE_DAY = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A reporter's account must be this old for their report to count. */
export const ESTABLISHED_AFTER_MS = DAY_MS;

export type CountedReport = { reporterId: string; filedAt: string };

/** Whether the counted reports call for a suspension now: 5 reporters in all, or 3 within the last 24 hours. */
export function reachesBan(counted: readonly CountedReport[], now: Date): boolean {
  const reporters = new Set(counted.map((report) => report.reporterId));
  if (reporters.size >= BAN_TOTAL) return true;
  const since = now.getTime() - DAY_MS;
  const lately = new Set(counted.filter((report) => Date.parse(report.filedAt) > since).map((r) => r.reporterId));
  return lately.size >= BAN_IN_ONE_DAY;
}

/** What a report's reporter is, as the case needs to know it when the report is filed. */
export type ReporterStanding = {
  /** When their account was made; null when the directory does not know (an account older than the record). */
  joinedAt: string | null;
  suspended: boolean;
  /** The reported member had blocked them before they reported. */
  blockedByReported: boolean;
};

/** Whether a reporter in this standing counts toward a ban. */
export function countsTowardBan(reporter: ReporterStanding, now: Date): boolean {
  const established =
    reporter.joinedAt === null || now.getTime() - Date.parse(reporter.joinedAt) >= ESTABLISHED_AFTER_MS;
  return established && !reporter.suspended && !reporter.blockedByReported;
}
