import type { ReportBody } from "@kumite/contracts/moderation/commands";
import { MODERATION_LIMITS } from "@kumite/contracts/moderation/commands";
import type { ReportReply } from "@kumite/contracts/moderation/views";
import { TooManyRequests } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { requireMember, checkActingAsSelf, accountStandingOf } from "@kumite/kit/members";
import type { ModerationDeps } from "../aggregates.ts";

// A report (SPEC §7: POST /api/reports; its reply carries userBanned). The reported member's case
// decides whether it counts and whether the counted ones call for a suspension; what it needs to
// know of the reporter (their standing: a reporter the directory does not know yet is new) is read
// here, when the report is filed. Whether either blocked the other is not asked: a block must not
// shield the blocker from the reports of those they blocked.

export const REPORT_SUBMITTED = "Report submitted";
export const TOO_MANY_REPORTS = `You can send at most ${MODERATION_LIMITS.reportsPerDay} reports a day`;

const DAY_S = 24 * 60 * 60;
const quotaKey = (reporterId: string, now: Date) => `report-quota:${reporterId}:${now.toISOString().slice(0, 10)}`;

/** Takes one of the reporter's reports for the day (UTC), atomically: the eleventh answers 429. */
async function takeReportQuota(deps: ModerationDeps, reporterId: string): Promise<() => Promise<void>> {
  const key = quotaKey(reporterId, deps.clock());
  const [[, used]] = (await deps.redis
    .multi()
    .incr(key)
    .expire(key, 2 * DAY_S)
    .exec()) as [[null, number]];
  const giveBack = async () => {
    await deps.redis.decr(key);
  };
  if (used > MODERATION_LIMITS.reportsPerDay) {
    await giveBack();
    throw new TooManyRequests(TOO_MANY_REPORTS, { code: "report.daily-limit" });
  }
  return giveBack;
}

export async function fileReport(deps: ModerationDeps, actorId: string, body: ReportBody): Promise<ReportReply> {
  checkActingAsSelf(actorId, body.reporterId);
  await requireMember(deps.store, body.reportedUserId);
  const reporter = await accountStandingOf(deps.store, actorId);
  const giveBack = await takeReportQuota(deps, actorId);
  try {
    await deps.aggregates.cases.handle(
      body.reportedUserId,
      {
        type: "FileReport",
        data: {
          reportId: newId(),
          reporterId: actorId,
          reason: body.reason,
          description: body.description ?? "",
          reporter,
        },
      },
      actorId,
    );
    const state = await deps.aggregates.cases.state(body.reportedUserId);
    return { message: REPORT_SUBMITTED, userBanned: state.suspension !== null };
  } catch (error) {
    await giveBack();
    throw error;
  }
}
