import type { QueryClient } from "@tanstack/react-query";

/** Every gym key starts here: a new gym, a new or confirmed open mat refetches them all. */
export const GYMS_KEY = ["/api/gyms"] as const;

export function refetchGyms(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: GYMS_KEY });
}
