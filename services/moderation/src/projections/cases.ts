import { MODERATION_STREAM, type CaseEvent } from "@kumite/contracts/moderation/events";
import type { ReportReason } from "@kumite/contracts/values";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import type { ReadStore } from "@kumite/kit/read-store";

// The cases as an operator reviews them (`npm run moderation -- list`): each reported member's
// reports, their suspension if any, and their appeal. Reports are kept by id, so an event applied
// again stores nothing twice.

export const MEMBER_CASES = "member_cases";
export type CaseReport = {
  reportId: string;
  reporterId: string;
  reason: ReportReason;
  description: string;
  filedAt: string;
  counted: boolean;
};
export type CaseDocument = {
  _id: string;
  reports: CaseReport[];
  suspension: {
    suspensionId: string;
    suspendedAt: string;
    status: "pending review" | "confirmed";
    appeal: { text: string; filedAt: string } | null;
    /** The operator's note on confirming it: about the member, so it is in their export. */
    note?: string;
  } | null;
  /** When a suspension was last lifted, if ever. */
  liftedAt: string | null;
  /** The operator's note on that lifting (absent on cases lifted before it was kept). */
  liftNote?: string;
};

export const cases = (store: ReadStore) => store.collection<CaseDocument>(MEMBER_CASES);

async function caseOf(store: ReadStore, memberId: string): Promise<CaseDocument> {
  return (
    (await cases(store).findOne({ _id: memberId })) ?? { _id: memberId, reports: [], suspension: null, liftedAt: null }
  );
}

export const casesProjection = defineProjection<EventsOf<CaseEvent>>({
  name: "cases",
  streams: [MODERATION_STREAM.name],
  async setup(store) {
    await store.collection(MEMBER_CASES).createIndex({ "suspension.suspendedAt": -1 });
  },
  on: {
    async ReportFiled({ data }, store) {
      const found = await caseOf(store, data.reportedUserId);
      if (found.reports.some((report) => report.reportId === data.reportId)) return;
      const { reportedUserId: _reported, ...report } = data;
      await cases(store).replaceOne(
        { _id: found._id },
        { ...found, reports: [...found.reports, report] },
        { upsert: true },
      );
    },
    async MemberSuspended({ data }, store) {
      const found = await caseOf(store, data.memberId);
      if (found.suspension?.suspensionId === data.suspensionId) return;
      const suspension = {
        suspensionId: data.suspensionId,
        suspendedAt: data.suspendedAt,
        status: "pending review" as const,
        appeal: null,
      };
      await cases(store).replaceOne({ _id: found._id }, { ...found, suspension }, { upsert: true });
    },
    async AppealFiled({ data }, store) {
      await cases(store).updateOne(
        { _id: data.memberId, "suspension.suspensionId": data.suspensionId },
        { $set: { "suspension.appeal": { text: data.text, filedAt: data.filedAt } } },
      );
    },
    async SuspensionConfirmed({ data }, store) {
      await cases(store).updateOne(
        { _id: data.memberId, "suspension.suspensionId": data.suspensionId },
        { $set: { "suspension.status": "confirmed", "suspension.note": data.note } },
      );
    },
    async SuspensionLifted({ data }, store) {
      await cases(store).updateOne(
        { _id: data.memberId, "suspension.suspensionId": data.suspensionId },
        { $set: { suspension: null, liftedAt: data.liftedAt, liftNote: data.note } },
      );
    },
  },
});
