// Which service owns which API path (DESIGN.md, "Ownership of the API"): the most specific rule
// first, so /api/users/{id}/posts is social's while /api/users/{id} stays identity's.

export const SERVICES = ["identity", "social", "messaging", "dojo", "gym", "moderation"] as const;
export type ServiceName = (typeof SERVICES)[number];

const RULES: ReadonlyArray<readonly [RegExp, ServiceName]> = [
  [/^\/api\/users\/[^/]+\/posts$/, "social"],
  [/^\/api\/users\/[^/]+\/block$/, "moderation"],
  [/^\/api\/users\/[^/]+\/dojo-role$/, "dojo"],
  [/^\/api\/(auth|users)(\/|$)/, "identity"],
  [/^\/api\/(posts|comments|connections|objects)(\/|$)/, "social"],
  [/^\/api\/(messages|group-chats|notifications)(\/|$)/, "messaging"],
  [/^\/api\/(dojos|dojo-events)(\/|$)/, "dojo"],
  [/^\/api\/gyms(\/|$)/, "gym"],
  [/^\/api\/(reports|blocks)(\/|$)/, "moderation"],
];

/** The service that owns `path` (without its query string), or null for no API route. */
export function serviceFor(path: string): ServiceName | null {
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Calls a signed-out visitor may make: signing up and in, and asking whether they are signed in. */
const OPEN_CALLS = new Set(["POST /api/auth/login", "POST /api/auth/register", "GET /api/auth/session", "POST /api/auth/logout"]);

export function isOpenCall(method: string, path: string): boolean {
  return OPEN_CALLS.has(`${method} ${path}`);
}
