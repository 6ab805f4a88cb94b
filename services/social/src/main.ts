import { runService } from "@kumite/kit/run-service";
import { buildApp } from "./app.ts";
import { startSocial } from "./social.ts";
import { storageFromEnvironment } from "./storage/from-environment.ts";

await runService("social", 4002, async (runtime) => {
  const deps = await startSocial({ ...runtime, storage: storageFromEnvironment(process.env) });
  const app = await buildApp(deps, {
    actorSecret: runtime.config.ACTOR_SECRET,
    logger: runtime.logger,
    readiness: runtime.readiness,
  });
  return { app, stop: () => deps.projector.stop() };
});
