import { z } from "zod";
import { MemberId } from "../members.ts";

/** SPEC §3: the reply to a report carries whether the member is now banned (suspended). */
export const ReportReply = z.object({ message: z.string(), userBanned: z.boolean() });
export type ReportReply = z.infer<typeof ReportReply>;

export const BlockReply = z.object({ message: z.string(), blockedId: MemberId });
export type BlockReply = z.infer<typeof BlockReply>;

/** Options → Blocked Users: the members one blocked, with their names (null once their account is gone). */
export const BlockedMember = z.object({
  id: MemberId,
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockedMemberList = z.array(BlockedMember);

export const AppealReply = z.object({ message: z.string() });
export type AppealReply = z.infer<typeof AppealReply>;
