// Moderation's events, on the MODERATION stream. A member's blocks are one aggregate,
// `moderation.blocks.<blockerId>`; the reports against a member and their suspension are another,
// `moderation.case.<memberId>`, so the ban is decided once however many reports arrive at once.

import type { ReportReason } from "../values.ts";

export type MemberBlocked = { blockerId: string; blockedId: string; blockedAt: string };
export type MemberUnblocked = { blockerId: string; blockedId: string };

export type ReportFiled = {
  reportId: string;
  reporterId: string;
  reportedUserId: string;
  reason: ReportReason;
  description: string;
  filedAt: string;
  /** Whether it counts toward a ban: a distinct reporter in good standing (see the case's decider). */
  counted: boolean;
};
/** Reports reached SPEC's threshold: the member is suspended pending review. */
export type MemberSuspended = {
  memberId: string;
  suspensionId: string;
  suspendedAt: string;
  /** The reporters whose reports counted: they hear that action was taken. */
  reporterIds: string[];
};
export type AppealFiled = { memberId: string; suspensionId: string; text: string; filedAt: string };
/**
 * An operator lifts the suspension: everything is restored, the reports so far stop counting, and
 * the reporters behind it count toward no later suspension of this member.
 */
export type SuspensionLifted = { memberId: string; suspensionId: string; liftedAt: string; note: string };
/** An operator confirms it: the member stays suspended. */
export type SuspensionConfirmed = { memberId: string; suspensionId: string; confirmedAt: string; note: string };

export type BlockEvent =
  { type: "MemberBlocked"; data: MemberBlocked } | { type: "MemberUnblocked"; data: MemberUnblocked };
export type CaseEvent =
  | { type: "ReportFiled"; data: ReportFiled }
  | { type: "MemberSuspended"; data: MemberSuspended }
  | { type: "AppealFiled"; data: AppealFiled }
  | { type: "SuspensionLifted"; data: SuspensionLifted }
  | { type: "SuspensionConfirmed"; data: SuspensionConfirmed };
export type ModerationEvent = BlockEvent | CaseEvent;

export const MODERATION_STREAM = { name: "MODERATION", subjects: ["moderation.>"] } as const;
export const blocksSubject = (blockerId: string) => `moderation.blocks.${blockerId}`;
export const caseSubject = (memberId: string) => `moderation.case.${memberId}`;
