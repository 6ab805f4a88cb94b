import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { createQueryClient } from "./query-client.ts";
import { getQueryFn, queryKeyToPath } from "./query-fn.ts";

describe("the default query function", () => {
  it("GETs the query key parts joined by '/'", async () => {
    const fetchMock = mockFetch({ "GET /api/users/u1": () => json({ id: "u1" }) });
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ["/api/users", "u1"] })).resolves.toEqual({ id: "u1" });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
    expect(queryKeyToPath(["/api/dojos", "d1", "events"])).toBe("/api/dojos/d1/events");
  });

  it("throws on 401", async () => {
    mockFetch({ "GET /api/connections": () => json({ message: "Sign in first" }, { status: 401 }) });
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn(), retry: false } } });

    await expect(client.fetchQuery({ queryKey: ["/api/connections"] })).rejects.toThrow(
      '401: {"message":"Sign in first"}',
    );
  });
});

describe("createQueryClient", () => {
  it("follows SPEC §9: no retries, no refetching, never stale", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
  });
});
