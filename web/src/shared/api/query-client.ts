import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./query-fn.ts";

/** SPEC §9: no retries, no refetch interval, no refetch on window focus, data never goes stale. */
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
      mutations: { retry: false },
    },
  });
}
