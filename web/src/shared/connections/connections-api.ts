import type { ConnectionCount, ConnectionReply, ConnectionView } from "@kumite/contracts/social/views";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/shared/api/api-request.ts";
import { sendOrWait } from "@/shared/outbox/outbox.ts";

// Connections, which Matching, the profile and Options → Friends all show or change. Every change
// refetches the lists and counts, so each screen agrees at once.

export const CONNECTIONS_KEY = ["/api/connections"] as const;
const countKey = (userId: string) => ["/api/users", userId, "connections"] as const;

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: CONNECTIONS_KEY, queryFn: () => apiJson<ConnectionView[]>("GET", "/api/connections") });

/** GET /api/connections: the signed-in member's connections, pending and accepted. */
export function useConnections() {
  return useQuery(connectionsQueryOptions());
}

/** GET /api/users/{id}/connections: a profile's count of accepted connections. */
export function useConnectionCount(userId: string) {
  return useQuery({
    queryKey: countKey(userId),
    queryFn: () => apiJson<ConnectionCount>("GET", `/api/users/${encodeURIComponent(userId)}/connections`),
  });
}

function refetchConnections(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "/api/users" && query.queryKey[2] === "connections",
    }),
  ]);
}

/**
 * POST /api/connections (SPEC §7): a like. The reply says `matched` when the other member had
 * asked first. Errors are left to the caller: SPEC §8 has its own toasts for them.
 */
export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; connectedUserId: string }) =>
      apiJson<ConnectionReply>("POST", "/api/connections", { ...body, status: "pending" }),
    onSuccess: () => refetchConnections(queryClient),
  });
}

/**
 * A like from Matching: the same POST through the outbox, so a swipe made offline is sent later
 * (null until then); the member's name is what the outbox shows of it.
 */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: { userId: string; connectedUserId: string; name: string }) =>
      sendOrWait<ConnectionReply>({
        kind: "like",
        memberId: like.userId,
        method: "POST",
        path: "/api/connections",
        body: { userId: like.userId, connectedUserId: like.connectedUserId, status: "pending" },
        target: like.connectedUserId,
        text: like.name,
        refresh: [CONNECTIONS_KEY, ["/api/users"]],
      }),
    onSuccess: (reply) => (reply ? refetchConnections(queryClient) : undefined),
  });
}

/** PATCH /api/connections/{id}: the member who was asked accepts. */
export function useAcceptConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      apiJson<ConnectionView>("PATCH", `/api/connections/${encodeURIComponent(connectionId)}`, { status: "accepted" }),
    onSuccess: () => refetchConnections(queryClient),
  });
}

/** DELETE /api/connections/{id}: decline, withdraw or remove a friend. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (connectionId: string) => {
      await apiRequest("DELETE", `/api/connections/${encodeURIComponent(connectionId)}`);
    },
    onSuccess: () => refetchConnections(queryClient),
  });
}
