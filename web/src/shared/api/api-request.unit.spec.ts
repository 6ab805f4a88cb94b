import { POSITION_HEADER } from "@kumite/contracts/http";
import { describe, expect, it, vi } from "vitest";
import { empty, json, mockFetch } from "@/testing/mock-fetch.ts";
import { ApiError } from "./api-error.ts";
import { apiJson, apiRequest } from "./api-request.ts";
import { serverMessage } from "./error-message.ts";
import { callsWaiting, type Waiting } from "./calls-waiting.ts";

describe("apiRequest", () => {
  it("sends the method, cookies and a JSON body", async () => {
    const fetchMock = mockFetch({ "POST /api/posts": () => json({ id: "p1" }, { status: 201 }) });

    const reply = await apiJson<{ id: string }>("POST", "/api/posts", { content: "Osu" });

    expect(reply).toEqual({ id: "p1" });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/posts");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(JSON.stringify({ content: "Osu" }));
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("sends no body and no content type without a body", async () => {
    const fetchMock = mockFetch({ "POST /api/auth/logout": () => empty() });

    await apiRequest("POST", "/api/auth/logout");

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  it("turns a non-2xx reply into '<status>: <body text>'", async () => {
    mockFetch({ "POST /api/auth/login": () => json({ message: "Invalid email or password" }, { status: 401 }) });

    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch({ "GET /api/gyms": () => new Response(null, { status: 503, statusText: "Service Unavailable" }) });

    await expect(apiRequest("GET", "/api/gyms")).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe("position token", () => {
  const sentPosition = (fetchMock: ReturnType<typeof mockFetch>, call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(POSITION_HEADER);

  it("sends nothing before any reply carried a position", async () => {
    const fetchMock = mockFetch({ "GET /api/dojos": () => json([]) });

    await apiRequest("GET", "/api/dojos");

    expect(sentPosition(fetchMock, 0)).toBeNull();
  });

  it("sends the highest seq seen per stream, merged, on every later request", async () => {
    const replies = [
      json({}, { headers: { [POSITION_HEADER]: "DOJO:12" } }),
      json({}, { headers: { [POSITION_HEADER]: "IDENTITY:40,DOJO:7" } }),
      json({}, { status: 409, headers: { [POSITION_HEADER]: "SOCIAL:3" } }),
      json([]),
      json([]),
    ];
    const fetchMock = mockFetch({ "POST /api/dojos/d1/join": () => replies.shift() ?? json({}) });

    await apiRequest("POST", "/api/dojos/d1/join", {});
    await apiRequest("POST", "/api/dojos/d1/join", {});
    await apiRequest("POST", "/api/dojos/d1/join", {}).catch(() => undefined);
    await apiRequest("POST", "/api/dojos/d1/join", {});

    expect(sentPosition(fetchMock, 0)).toBeNull();
    expect(sentPosition(fetchMock, 1)).toBe("DOJO:12");
    expect(sentPosition(fetchMock, 2)).toBe("DOJO:12,IDENTITY:40");
    // A failed reply's position still counts: its write may have happened before the failure.
    expect(sentPosition(fetchMock, 3)).toBe("DOJO:12,IDENTITY:40,SOCIAL:3");
  });
});

describe("a call while Kumite is starting", () => {
  it("waits out 503 with Retry-After, says Kumite is starting meanwhile, and resolves with the real answer", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockFetch({
      "POST /api/comments": () =>
        ++calls < 3
          ? json(
              { message: "Kumite is starting: try again in a moment", code: "service.starting" },
              { status: 503, headers: { "retry-after": "1" } },
            )
          : json({ id: "c1" }, { status: 201 }),
    });
    const states: Waiting[] = [];
    const stop = callsWaiting.subscribe(() => states.push(callsWaiting.get()));

    const reply = apiJson<{ id: string }>("POST", "/api/comments", { content: "Oss" });
    await vi.advanceTimersByTimeAsync(2500);

    expect(await reply).toEqual({ id: "c1" });
    expect(states).toEqual(["starting", null]);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    stop();
    vi.useRealTimers();
  });

  it("gives each submit its own Idempotency-Key, and none to reads", async () => {
    const fetchMock = mockFetch({
      "POST /api/posts": () => json({ id: "p" }, { status: 201 }),
      "GET /api/posts": () => json([]),
    });
    await apiRequest("POST", "/api/posts", { content: "one" });
    await apiRequest("POST", "/api/posts", { content: "two" });
    await apiRequest("GET", "/api/posts");
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
  });
});

describe("a write the server could not confirm", () => {
  const SAVE_UNKNOWN = "Kumite could not confirm this was saved: send it again and it will be stored once";
  const unknown = () =>
    json({ message: SAVE_UNKNOWN, code: "save.unknown" }, { status: 503, headers: { "retry-after": "2" } });
  const sentKeys = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("idempotency-key"));

  it("sends it again with the same Idempotency-Key, so the server stores it once, says Kumite is taking a moment meanwhile, and resolves with the answer", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockFetch({
      "POST /api/posts": () => (++calls < 3 ? unknown() : json({ id: "p1" }, { status: 201 })),
    });
    const states: Waiting[] = [];
    const stop = callsWaiting.subscribe(() => states.push(callsWaiting.get()));

    const reply = apiJson<{ id: string }>("POST", "/api/posts", { content: "Osu" });
    await vi.advanceTimersByTimeAsync(4500);

    expect(await reply).toEqual({ id: "p1" });
    // Meanwhile the notice says Kumite is taking a moment: nothing is starting.
    expect(states).toEqual(["busy", null]);
    stop();
    const keys = sentKeys(fetchMock);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    vi.useRealTimers();
  });

  it("when it gives up, tells the member it is not known whether it was saved", async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch({ "POST /api/posts": unknown });

    const failed = apiRequest("POST", "/api/posts", { content: "Osu" }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(65_000);
    const error = await failed;

    expect((error as ApiError).status).toBe(503);
    expect(serverMessage(error, "An error occurred")).toBe(SAVE_UNKNOWN);
    expect(new Set(sentKeys(fetchMock)).size).toBe(1);
    vi.useRealTimers();
  });
});
