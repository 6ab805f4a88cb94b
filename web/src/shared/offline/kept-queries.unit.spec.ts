import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isKeptOffline } from "./kept-queries.ts";

/** Whether a query holding data under `queryKey` is saved for member u-1. */
function kept(queryKey: unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(queryKey, { any: "data" });
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error("no query");
  return isKeptOffline(query, "u-1");
}

describe("what stays readable offline", () => {
  it("keeps the feed, conversations, threads, the dojo, events, notifications and one's own profile", () => {
    expect(kept(["/api/posts", { category: null }])).toBe(true);
    expect(kept(["/api/messages", "conversations"])).toBe(true);
    expect(kept(["/api/messages", { with: "u-2" }])).toBe(true);
    expect(kept(["/api/dojos", "d-1"])).toBe(true);
    expect(kept(["/api/dojo-events", "mine"])).toBe(true);
    expect(kept(["/api/notifications", "u-1"])).toBe(true);
    expect(kept(["/api/users", "u-1"])).toBe(true);
  });

  it("keeps no search, no other member's profile, no candidates and no calendar link", () => {
    expect(kept(["/api/users", "found", { search: "ana" }])).toBe(false);
    expect(kept(["/api/dojos", { search: "judo" }])).toBe(false);
    expect(kept(["/api/users", "u-2"])).toBe(false);
    expect(kept(["/api/users/matching", "u-1"])).toBe(false);
    expect(kept(["/api/dojo-events", "calendar-feed"])).toBe(false);
  });
});
