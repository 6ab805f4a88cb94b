import { z } from "zod";
import { runService } from "@kumite/kit/run-service";
import { buildApp } from "./app.ts";
import { startIdentity } from "./identity.ts";

await runService("identity", 4001, async (runtime) => {
  const cookieSecure = z.stringbool().default(false).parse(process.env.COOKIE_SECURE);
  const deps = await startIdentity(runtime);
  const app = await buildApp(deps, {
    actorSecret: runtime.config.ACTOR_SECRET,
    cookieSecure,
    logger: runtime.logger,
    readiness: runtime.readiness,
  });
  return { app, stop: () => deps.projector.stop() };
});
