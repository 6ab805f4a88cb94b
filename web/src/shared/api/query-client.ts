import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./query-fn.ts";

/**
 * SPEC §9: no retries, no refetch interval, no refetch on window focus, data never goes stale.
 * Offline, queries wait for the network (showing what is cached or saved); a write is tried at
 * once and fails as it did before, unless it is one the outbox keeps (shared/outbox).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
