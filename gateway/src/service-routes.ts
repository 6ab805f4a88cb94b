import { SERVICE_CATALOG, SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";

// Which service owns which API path, from the catalog's path prefixes (DESIGN.md, "Ownership of
// the API"): the most specific rule first, so /api/users/{id}/posts is social's while
// /api/users/{id} stays identity's.

type Rule = { segments: readonly string[]; service: ServiceName };

const isParameter = (segment: string) => segment.startsWith(":");
const literals = (rule: Rule) => rule.segments.filter((segment) => !isParameter(segment)).length;

const RULES: readonly Rule[] = SERVICE_NAMES.flatMap((service) =>
  SERVICE_CATALOG[service].paths.map((path) => ({ segments: path.split("/").filter(Boolean), service })),
).sort((a, b) => b.segments.length - a.segments.length || literals(b) - literals(a));

/** The service that owns `path` (without its query string), or null for no API route. */
export function serviceFor(path: string): ServiceName | null {
  const segments = path.split("/").filter(Boolean);
  const rule = RULES.find(
    (candidate) =>
      candidate.segments.length <= segments.length &&
      candidate.segments.every((segment, index) => isParameter(segment) || segment === segments[index]),
  );
  return rule?.service ?? null;
}

/**
 * Calls a signed-out visitor may make: signing up and in, asking whether they are signed in, and a
 * calendar feed by its token. A `:name` segment matches any one segment.
 */
const OPEN_CALLS: ReadonlyArray<{ call: string; method: string; segments: readonly string[] }> = SERVICE_NAMES.flatMap(
  (service) =>
    ((SERVICE_CATALOG[service] as { openCalls?: readonly string[] }).openCalls ?? []).map((call) => {
      const [method, path] = call.split(" ") as [string, string];
      return { call, method, segments: path.split("/") };
    }),
);

export function isOpenCall(method: string, path: string): boolean {
  return openCallOf(method, path) !== null;
}

/** The catalog's open call (`GET /api/dojo-events/feeds/:token`) that `method` and `path` (or its segments) make, or null. */
export function openCallOf(method: string, path: string | string[]): string | null {
  const segments = typeof path === "string" ? path.split("/") : path;
  const open = OPEN_CALLS.find(
    (call) =>
      call.method === method &&
      call.segments.length === segments.length &&
      call.segments.every((segment, index) =>
        isParameter(segment) ? segments[index] !== "" : segment === segments[index],
      ),
  );
  return open?.call ?? null;
}
