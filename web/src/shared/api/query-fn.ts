import type { QueryFunction } from "@tanstack/react-query";
import { readJson, sendRequest, throwIfNotOk } from "./api-request.ts";

/** The key parts joined by "/": `["/api/users", id]` → `/api/users/<id>`. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

/** The default data fetch of SPEC §7: a GET on the joined query key returning parsed JSON; a 401 throws. */
export function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await sendRequest("GET", queryKeyToPath(queryKey));
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}
