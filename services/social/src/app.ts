import type { Logger } from "pino";
import { createServiceApp, type ReadinessCheck } from "@kumite/kit/service-app";
import type { SocialDeps } from "./deps.ts";
import { commentRoutes } from "./routes/comments.ts";
import { objectRoutes } from "./routes/objects.ts";
import { postRoutes } from "./routes/posts.ts";
import { userPostRoutes } from "./routes/user-posts.ts";

export type SocialAppOptions = {
  actorSecret: string;
  logger: Logger | false;
  readiness?: Record<string, ReadinessCheck>;
};

export async function buildApp(deps: SocialDeps, options: SocialAppOptions) {
  const app = createServiceApp({
    name: "social",
    actorSecret: options.actorSecret,
    logger: options.logger,
    projector: deps.projector,
    readiness: options.readiness,
  });
  postRoutes(app, deps);
  commentRoutes(app, deps);
  userPostRoutes(app, deps);
  objectRoutes(app, deps);
  return app;
}
