import type { AppealBody } from "@kumite/contracts/moderation/commands";
import type { AppealReply } from "@kumite/contracts/moderation/views";
import { redeemAppealTicket } from "@kumite/kit/sessions";
import { Forbidden } from "@kumite/kit/errors";
import type { ModerationDeps } from "../aggregates.ts";

// A suspended member's one appeal, sent from the sign-in screen with the ticket their refused
// sign-in gave them (identity checked their password). An operator reads it beside the reports
// (`npm run moderation -- list`).

export const APPEAL_SENT = "Your appeal has been sent. We will review it.";
export const TICKET_INVALID = "This appeal link has expired. Sign in again to appeal.";

export async function fileAppeal(deps: ModerationDeps, body: AppealBody): Promise<AppealReply> {
  const memberId = await redeemAppealTicket(deps.redis, body.ticket);
  if (!memberId) throw new Forbidden(TICKET_INVALID, { code: "appeal.ticket-invalid" });
  await deps.aggregates.cases.handle(memberId, { type: "Appeal", data: { text: body.text } }, memberId);
  return { message: APPEAL_SENT };
}
