import type { CaseEvent, ReportFiled } from "@kumite/contracts/moderation/events";
import type { ReportReason } from "@kumite/contracts/values";
import type { Command } from "@kumite/kit/decider";
import { Conflict, InvalidInput } from "@kumite/kit/errors";
import type { AccountStanding } from "@kumite/kit/members";
import { countsTowardBan, reachesBan, type CountedReport } from "./ban-rule.ts";

// The reports against one member and their suspension, one aggregate (`moderation.case.<id>`): each
// report is decided against the reports before it, so twenty reports at once make one suspension.
// A lifted suspension starts the count afresh, and an operator's lift is a verdict on the reporters
// behind it: they count toward no later suspension of this member, or the same few would report
// again and suspend them again at once, without end. A new suspension takes new reporters.

export type Suspension = {
  suspensionId: string;
  suspendedAt: string;
  reporterIds: string[];
  appealed: boolean;
  confirmed: boolean;
};
export type CaseState = {
  /** The reports that count since the last lift, one per reporter. */
  counted: CountedReport[];
  suspension: Suspension | null;
  /** The reporters who counted toward a suspension an operator lifted. */
  cleared: string[];
};
export const initialState: CaseState = { counted: [], suspension: null, cleared: [] };

export type FileReport = Command<
  "FileReport",
  { reportId: string; reporterId: string; reason: ReportReason; description: string; reporter: AccountStanding }
>;
export type Appeal = Command<"Appeal", { text: string }>;
export type LiftSuspension = Command<"LiftSuspension", { note: string }>;
export type ConfirmSuspension = Command<"ConfirmSuspension", { note: string }>;
export type CaseCommand = FileReport | Appeal | LiftSuspension | ConfirmSuspension;

export const REPORT_SELF = "You cannot report yourself";
export const NOT_SUSPENDED = "This account is not suspended";
export const APPEAL_SENT = "Your appeal has been sent already";

export function evolve(state: CaseState, event: CaseEvent): CaseState {
  switch (event.type) {
    case "ReportFiled": {
      const { counted, reporterId, filedAt } = event.data;
      if (!counted || state.counted.some((report) => report.reporterId === reporterId)) return state;
      return { ...state, counted: [...state.counted, { reporterId, filedAt }] };
    }
    case "MemberSuspended":
      return {
        ...state,
        suspension: {
          suspensionId: event.data.suspensionId,
          suspendedAt: event.data.suspendedAt,
          reporterIds: event.data.reporterIds,
          appealed: false,
          confirmed: false,
        },
      };
    case "AppealFiled":
      return state.suspension ? { ...state, suspension: { ...state.suspension, appealed: true } } : state;
    case "SuspensionConfirmed":
      return state.suspension ? { ...state, suspension: { ...state.suspension, confirmed: true } } : state;
    case "SuspensionLifted": {
      const cleared = new Set([...state.cleared, ...(state.suspension?.reporterIds ?? [])]);
      return { counted: [], suspension: null, cleared: [...cleared] };
    }
  }
}

function fileReport({ data, metadata }: FileReport, state: CaseState): CaseEvent[] {
  const memberId = metadata.aggregateId;
  if (data.reporterId === memberId) throw new InvalidInput(REPORT_SELF, { code: "report.self" });
  const { reporter, ...report } = data;
  const again = state.counted.some((counted) => counted.reporterId === data.reporterId);
  const filed: ReportFiled = {
    ...report,
    reportedUserId: memberId,
    filedAt: metadata.now.toISOString(),
    counted: !again && countsTowardBan(reporter, state.cleared.includes(data.reporterId), metadata.now),
  };
  const events: CaseEvent[] = [{ type: "ReportFiled", data: filed }];
  const after = evolve(state, events[0]!);
  if (!state.suspension && filed.counted && reachesBan(after.counted, metadata.now)) {
    events.push({
      type: "MemberSuspended",
      data: {
        memberId,
        suspensionId: `${memberId}-${metadata.commandId}`,
        suspendedAt: filed.filedAt,
        reporterIds: after.counted.map((counted) => counted.reporterId),
      },
    });
  }
  return events;
}

function suspensionOf(state: CaseState): Suspension {
  if (!state.suspension) throw new Conflict(NOT_SUSPENDED, { code: "moderation.not-suspended" });
  return state.suspension;
}

function appeal({ data, metadata }: Appeal, state: CaseState): CaseEvent[] {
  const suspension = suspensionOf(state);
  if (suspension.appealed) throw new Conflict(APPEAL_SENT, { code: "moderation.appeal-sent" });
  const filed = { memberId: metadata.aggregateId, suspensionId: suspension.suspensionId, text: data.text };
  return [{ type: "AppealFiled", data: { ...filed, filedAt: metadata.now.toISOString() } }];
}

function lift({ data, metadata }: LiftSuspension, state: CaseState): CaseEvent[] {
  const { suspensionId } = suspensionOf(state);
  const lifted = {
    memberId: metadata.aggregateId,
    suspensionId,
    liftedAt: metadata.now.toISOString(),
    note: data.note,
  };
  return [{ type: "SuspensionLifted", data: lifted }];
}

function confirm({ data, metadata }: ConfirmSuspension, state: CaseState): CaseEvent[] {
  const suspension = suspensionOf(state);
  if (suspension.confirmed) return [];
  const confirmedAt = metadata.now.toISOString();
  const confirmed = { memberId: metadata.aggregateId, suspensionId: suspension.suspensionId, confirmedAt };
  return [{ type: "SuspensionConfirmed", data: { ...confirmed, note: data.note } }];
}

export function decide(command: CaseCommand, state: CaseState): CaseEvent[] {
  switch (command.type) {
    case "FileReport":
      return fileReport(command, state);
    case "Appeal":
      return appeal(command, state);
    case "LiftSuspension":
      return lift(command, state);
    case "ConfirmSuspension":
      return confirm(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const caseDecider = { initialState, evolve, decide };
