import { z } from "zod";
import { subjectId } from "../ids.ts";
import { REPORT_REASONS } from "../values.ts";

// What moderation's routes accept. SPEC §7: POST /api/reports with reporterId, reportedUserId,
// reason and an optional description; POST /api/users/{id}/block with blockerId.

export const MODERATION_LIMITS = {
  descriptionMax: 1000,
  appealMax: 2000,
  /** Reports one member may file in a day (UTC); more answer 429. */
  reportsPerDay: 10,
} as const;

/** A member's id as the services make them: one token of a NATS subject. */
const MemberId = subjectId("a member id");

export const ReportBody = z.object({
  /** The actor, as SPEC's body names them; a report for anyone else is refused. */
  reporterId: MemberId,
  reportedUserId: MemberId,
  reason: z.enum(REPORT_REASONS),
  description: z.string().trim().max(MODERATION_LIMITS.descriptionMax).optional().default(""),
});
export type ReportBody = z.input<typeof ReportBody>;

export const MemberParams = z.object({ id: MemberId });
export type MemberParams = z.infer<typeof MemberParams>;

/** SPEC §7: the blocker names themself, as every body naming its actor does. */
export const BlockBody = z.object({ blockerId: MemberId });
export type BlockBody = z.infer<typeof BlockBody>;

/** A suspended member cannot sign in: the appeal comes with the ticket their refused sign-in gave them. */
export const AppealBody = z.object({
  ticket: z.string().min(1).max(100),
  text: z.string().trim().min(1, "is required").max(MODERATION_LIMITS.appealMax),
});
export type AppealBody = z.infer<typeof AppealBody>;
