import swagger from "@fastify/swagger";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault, RouteOptions } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { ErrorReply } from "@kumite/contracts/errors";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { ERROR_STATUSES } from "./error-replies.ts";

// Every service documents its routes as OpenAPI 3, generated from the zod schemas they declare.
// The gateway merges the documents of every service at /api/docs/json.

export const OPENAPI_PATH = "/openapi.json";

type ZodApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export async function registerOpenApi(app: ZodApp, service: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: `Kumite ${service}`, version: "1" },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (ErrorReply) become components that the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  // Every API route answers errors as `{ message, code, issues? }` and, unless open, needs a session.
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    const errors = Object.fromEntries(ERROR_STATUSES.map((status) => [status, ErrorReply]));
    const response = { ...errors, ...(route.schema?.response as object | undefined) };
    const security = route.config?.open ? [] : [{ session: [] }];
    route.schema = { ...route.schema, response, security } as RouteOptions["schema"];
  });
  app.get(OPENAPI_PATH, async () => app.swagger());
}
