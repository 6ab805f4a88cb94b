import type { QueryFunction } from "@tanstack/react-query";
import { readJson, sendRequest, throwIfNotOk } from "./api-request.ts";

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The key parts joined by "/": `["/api/users", id]` → `/api/users/<id>`. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

/**
 * The default data fetch of SPEC §7: a GET on the joined query key returning parsed JSON.
 * A 401 throws unless `on401` is "returnNull".
 */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await sendRequest("GET", queryKeyToPath(queryKey));
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}
