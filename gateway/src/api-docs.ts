import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import type { ServiceName } from "@kumite/contracts/services";
import type { UpstreamPool } from "./upstream-pool.ts";

// The API's documentation for people and tools: every service documents its own routes at
// /openapi.json; the gateway merges them into one OpenAPI document at /api/docs/json and shows
// it as a page at /api/docs. A service that is down is named in the description, not hidden. The
// gateway's own routes (the data export's archive) are listed too, tagged "gateway".

export const DOCS_PREFIX = "/api/docs";
const FRESH_FOR_MS = 5_000;

export type OpenApiPaths = Record<string, Record<string, { tags?: string[] } & Record<string, unknown>>>;

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: OpenApiPaths;
  components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

export async function registerApiDocs(
  app: FastifyInstance,
  upstreams: Record<ServiceName, UpstreamPool>,
  own: OpenApiPaths = {},
): Promise<void> {
  let merged: OpenApiDocument = emptyDocument([]);
  let mergedAt = 0;
  let refreshing: Promise<void> | null = null;
  const refresh = () => (refreshing ??= refreshNow().finally(() => (refreshing = null)));
  const refreshNow = async () => {
    if (Date.now() - mergedAt < FRESH_FOR_MS) return;
    merged = await mergeDocuments(upstreams, own);
    mergedAt = Date.now();
  };

  await app.register(async (docs) => {
    await docs.register(swagger, { mode: "static", specification: { document: emptyDocument([]) as never } });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      transformSpecification: () => merged,
      transformSpecificationClone: false,
      uiHooks: { preHandler: (_request, _reply, done) => void refresh().then(() => done(), done) },
      uiConfig: { docExpansion: "list", deepLinking: true },
    });
  });
}

async function mergeDocuments(
  upstreams: Record<ServiceName, UpstreamPool>,
  own: OpenApiPaths,
): Promise<OpenApiDocument> {
  const services = Object.entries(upstreams) as Array<[ServiceName, UpstreamPool]>;
  const fetched = await Promise.all(
    services.map(async ([service, pool]) => {
      try {
        // Every instance documents the same routes: the next ready one's will do.
        const response = await fetch(`${pool.order()[0]}/openapi.json`, { signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        return { service, document: (await response.json()) as OpenApiDocument };
      } catch {
        return { service, document: null };
      }
    }),
  );
  const missing = fetched.filter((entry) => !entry.document).map((entry) => entry.service);
  const merged = emptyDocument(missing);
  for (const { service, document } of fetched) {
    if (!document) continue;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      const tagged = Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [method, { ...operation, tags: [service] }]),
      );
      merged.paths[path] = { ...merged.paths[path], ...tagged };
    }
    Object.assign(merged.components.securitySchemes!, document.components?.securitySchemes);
    Object.assign(merged.components.schemas!, document.components?.schemas);
  }
  for (const [path, operations] of Object.entries(own)) {
    const tagged = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [method, { ...operation, tags: ["gateway"] }]),
    );
    merged.paths[path] = { ...merged.paths[path], ...tagged };
  }
  return merged;
}

function emptyDocument(missing: ServiceName[]): OpenApiDocument {
  const description =
    "Every call goes through this gateway. Calls marked with the session scheme need the session cookie " +
    "that signing in or up sets; errors answer `{ message, code }` (ErrorReply): an English message and a " +
    "stable code for clients to translate." +
    (missing.length > 0 ? `\n\nNot available right now, so not listed: ${missing.join(", ")}.` : "");
  return {
    openapi: "3.0.3",
    info: { title: "Kumite API", version: "1", description },
    paths: {},
    components: { securitySchemes: {}, schemas: {} },
  };
}
