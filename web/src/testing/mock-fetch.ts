import { vi, type Mock } from "vitest";

export type FetchHandler = (request: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response>;

/** `"METHOD /path"` (path with its query string) → the reply. Anything else answers 404. */
export type FetchRoutes = Record<string, FetchHandler>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });

export const empty = (status = 204) => new Response(null, { status });

/** Replaces the global fetch for the current test (vitest unstubs globals after each test). */
export function mockFetch(routes: FetchRoutes): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ message: `No mock for ${method} ${path}` }, { status: 404 });
    return handler({ method, path, body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies fetch was called with for `METHOD /path`. */
export function sentBodies(fetchMock: Mock<typeof fetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === path && (init?.method ?? "GET").toUpperCase() === method)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}
