import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_CATALOG, SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import { startStack, type Stack } from "./stack.ts";

// Every service documents its own routes at /openapi.json; the gateway merges them at
// /api/docs/json and shows them as a page at /api/docs, with the gateway's own routes.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

type Operation = { security?: unknown[]; tags?: string[] };
type OpenApiDocument = { info: { description?: string }; paths: Record<string, Record<string, Operation>> };

/** `METHOD /path` of every operation of a document, `{param}`s as the document writes them. */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The routes the gateway answers itself (a member's data archive), tagged "gateway". */
const GATEWAY_OPERATIONS = ["GET /api/account/exports/{id}/archive"];

const ownDocument = async (service: ServiceName): Promise<OpenApiDocument> =>
  (await stack.services[service].app.inject({ method: "GET", url: "/openapi.json" })).json();

/** The catalog's open calls as OpenAPI writes them (`:token` as `{token}`). */
const OPEN_CALLS = new Set(
  SERVICE_NAMES.flatMap((service) =>
    ((SERVICE_CATALOG[service] as { openCalls?: readonly string[] }).openCalls ?? []).map((call) =>
      call.replace(/:(\w+)/g, "{$1}"),
    ),
  ),
);

describe("the merged API documentation", () => {
  it("lists every route of every running service, tagged with its service", async () => {
    const reply = await stack.gateway.inject({ method: "GET", url: "/api/docs/json" });
    expect(reply.statusCode).toBe(200);
    const merged: OpenApiDocument = reply.json();
    const expected: string[] = [];
    for (const service of SERVICE_NAMES) {
      const own = operationsOf(await ownDocument(service));
      expect(own.length, service).toBeGreaterThan(0);
      expected.push(...own);
      for (const operation of own) {
        const [method, path] = operation.split(" ") as [string, string];
        expect(merged.paths[path]?.[method.toLowerCase()]?.tags, operation).toEqual([service]);
      }
    }
    for (const operation of GATEWAY_OPERATIONS) {
      const [method, path] = operation.split(" ") as [string, string];
      expect(merged.paths[path]?.[method.toLowerCase()]?.tags, operation).toEqual(["gateway"]);
    }
    expect(operationsOf(merged).sort()).toEqual([...new Set([...expected, ...GATEWAY_OPERATIONS])].sort());
    expect(merged.info.description).not.toMatch(/not available/i);
  });

  it("documents the pages of a post's comments with their query, as social's", async () => {
    const merged: OpenApiDocument = (await stack.gateway.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = merged.paths["/api/posts/{id}/comments"]?.get as
      (Operation & { parameters?: Array<{ in: string; name: string }> }) | undefined;
    expect(operation?.tags).toEqual(["social"]);
    const query = operation?.parameters?.filter((parameter) => parameter.in === "query").map(({ name }) => name);
    expect(query?.sort()).toEqual(["cursor", "limit", "order"]);
  });

  it("marks the open calls of the catalog, and only them, as needing no session", async () => {
    const merged: OpenApiDocument = (await stack.gateway.inject({ method: "GET", url: "/api/docs/json" })).json();
    const documented = operationsOf(merged);
    expect(documented).toEqual(expect.arrayContaining([...OPEN_CALLS]));
    for (const operation of documented) {
      const [method, path] = operation.split(" ") as [string, string];
      const { security } = merged.paths[path]![method.toLowerCase()]!;
      expect(security, operation).toEqual(OPEN_CALLS.has(operation) ? [] : [{ session: [] }]);
    }
  });

  it("shows the documentation as a page", async () => {
    let reply = await stack.gateway.inject({ method: "GET", url: "/api/docs" });
    for (let hops = 0; hops < 3 && reply.statusCode >= 300 && reply.statusCode < 400; hops++) {
      const location = new URL(reply.headers.location as string, "http://gateway/api/docs/");
      reply = await stack.gateway.inject({ method: "GET", url: `${location.pathname}${location.search}` });
    }
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(reply.body).toMatch(/<html/i);
  });

  it("names a service that is down instead of listing its routes", async () => {
    const withoutSocial = await startStack({ down: ["social"] });
    try {
      const merged: OpenApiDocument = (
        await withoutSocial.gateway.inject({ method: "GET", url: "/api/docs/json" })
      ).json();
      expect(merged.info.description).toContain("Not available right now, so not listed: social.");
      // Every other service's routes, and none of social's.
      const others = await Promise.all(
        Object.values(withoutSocial.services).map(
          async (service) =>
            (await service.app.inject({ method: "GET", url: "/openapi.json" })).json() as OpenApiDocument,
        ),
      );
      expect(operationsOf(merged).sort()).toEqual([...others.flatMap(operationsOf), ...GATEWAY_OPERATIONS].sort());
    } finally {
      await withoutSocial.close();
    }
  });
});
