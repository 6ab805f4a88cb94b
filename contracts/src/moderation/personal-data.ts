import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { BlockEvent, CaseEvent } from "./events.ts";

// A report's details belong to its reporter, an appeal's text to the member appealing. An
// operator's note on a suspension is about the suspended member, and goes with their account.

export const moderationPersonalData: PersonalDataOf<BlockEvent | CaseEvent> = {
  MemberBlocked: notPersonal("ids and an instant"),
  MemberUnblocked: notPersonal("ids"),
  ReportFiled: { owner: (data) => data.reporterId, fields: ["description"] },
  MemberSuspended: notPersonal("ids and an instant"),
  AppealFiled: { owner: (data) => data.memberId, fields: ["text"] },
  SuspensionLifted: { owner: (data) => data.memberId, fields: ["note"] },
  SuspensionConfirmed: { owner: (data) => data.memberId, fields: ["note"] },
};
