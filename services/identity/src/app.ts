import cookie from "@fastify/cookie";
import type { Logger } from "pino";
import { createServiceApp, type ReadinessCheck } from "@kumite/kit/service-app";
import type { IdentityDeps } from "./deps.ts";
import { authRoutes } from "./routes/auth.ts";
import { userRoutes } from "./routes/users.ts";

export type IdentityAppOptions = {
  actorSecret: string;
  cookieSecure: boolean;
  logger: Logger | false;
  readiness?: Record<string, ReadinessCheck>;
};

/** The identity service without I/O of its own: tests call it with inject, main.ts listens. */
export async function buildApp(deps: IdentityDeps, options: IdentityAppOptions) {
  const app = createServiceApp({
    name: "identity",
    actorSecret: options.actorSecret,
    logger: options.logger,
    projector: deps.projector,
    readiness: options.readiness,
  });
  await app.register(cookie);
  authRoutes(app, deps, { secure: options.cookieSecure });
  userRoutes(app, deps);
  return app;
}
