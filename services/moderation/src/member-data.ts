import { blocksBy, membersById } from "@kumite/kit/members";
import type { MemberDataSource } from "@kumite/kit/service";
import type { ModerationDeps } from "./aggregates.ts";
import { cases, type CaseDocument } from "./projections/cases.ts";

// Moderation's part of a member's export: the reports they made and the blocks they hold, and
// their own case: a suspension, their appeal, the operators' notes on it. Reports about them are
// their reporters' (who reported whom is never shown), so neither those reports nor their count
// are here.

export const memberData: MemberDataSource<ModerationDeps> = {
  covers: ["ReportFiled", "AppealFiled", "SuspensionLifted", "SuspensionConfirmed"],
  async collect(deps, memberId) {
    const { store } = deps;
    const [reported, blocks, own] = await Promise.all([
      cases(store).find({ "reports.reporterId": memberId }),
      blocksBy(store, memberId),
      cases(store).findOne({ _id: memberId }),
    ]);
    const names = await membersById(
      store,
      [...reported.map((found) => found._id), ...blocks.map((block) => block.blockedId)],
      { displayName: 1 },
    );
    const member = (id: string) => ({ id, displayName: names.get(id)?.displayName ?? null });
    const reports = reported.flatMap((found) =>
      found.reports
        .filter((report) => report.reporterId === memberId)
        .map(({ reportId, reason, description, filedAt }) => ({
          id: reportId,
          member: member(found._id),
          reason,
          description,
          filedAt,
        })),
    );
    return {
      data: {
        reports: reports.sort((a, b) => a.filedAt.localeCompare(b.filedAt)),
        blocks: blocks.map((block) => ({ member: member(block.blockedId), blockedAt: block.blockedAt })),
        suspension: own ? suspensionOf(own) : null,
      },
    };
  },
};

function suspensionOf({ suspension, liftedAt, liftNote }: CaseDocument) {
  if (!suspension && !liftedAt) return null;
  return {
    current: suspension
      ? {
          suspendedAt: suspension.suspendedAt,
          status: suspension.status,
          appeal: suspension.appeal,
          note: suspension.note ?? null,
        }
      : null,
    lastLifted: liftedAt ? { liftedAt, note: liftNote ?? null } : null,
  };
}
