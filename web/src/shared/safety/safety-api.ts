import type { ReportReason } from "@kumite/contracts/values";
import type { BlockedMember, BlockReply, ReportReply } from "@kumite/contracts/moderation/views";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

// Reports and blocks (SPEC §7), which the report / block dialog and Options → Blocked Users share.

export const BLOCKS_KEY = ["/api/blocks"] as const;

export const blockedMembersQueryOptions = () =>
  queryOptions({ queryKey: BLOCKS_KEY, queryFn: () => apiJson<BlockedMember[]>("GET", "/api/blocks") });

/** GET /api/blocks: the members I blocked, the latest first, with their names. */
export function useBlockedMembers() {
  return useQuery(blockedMembersQueryOptions());
}

/**
 * A block (or its end, or a suspension) changes what nearly every screen shows: the feed, profiles'
 * posts, conversations, group chats, matching, search, invite lists, the bell. Every query but the
 * session refetches (those on screen at once, the rest when next shown), so the member's content
 * vanishes, or comes back, without a reload.
 */
export function refetchMemberContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== "/api/auth/session" });
}

export interface ReportInput {
  reporterId: string;
  reportedUserId: string;
  reason: ReportReason;
  description?: string;
}

/** POST /api/reports; the reply says whether the member is now suspended (`userBanned`). */
export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportInput) => apiJson<ReportReply>("POST", "/api/reports", body),
    onSuccess: (reply) => {
      // A suspended member's content is hidden everywhere, as a deleted member's is.
      if (reply.userBanned) void refetchMemberContent(queryClient);
    },
  });
}

const blockPath = (memberId: string, action: "block" | "unblock") =>
  `/api/users/${encodeURIComponent(memberId)}/${action}`;

/** POST /api/users/{id}/block with blockerId (SPEC §7). */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, blockerId }: { memberId: string; blockerId: string }) =>
      apiJson<BlockReply>("POST", blockPath(memberId, "block"), { blockerId }),
    // Not awaited: the toast and the way on (leaving a conversation) need not wait for every refetch.
    onSuccess: () => void refetchMemberContent(queryClient),
  });
}

/** POST /api/users/{id}/unblock with blockerId. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, blockerId }: { memberId: string; blockerId: string }) =>
      apiJson<BlockReply>("POST", blockPath(memberId, "unblock"), { blockerId }),
    // Not awaited: the toast and the way on (leaving a conversation) need not wait for every refetch.
    onSuccess: () => void refetchMemberContent(queryClient),
  });
}
