// What any process of ours starts with, kept apart from the service runtime so that the gateway
// need not load it: a logger, metrics, the actor secret (its development default and the check on
// it) and a stop. A service gets the same through runService.
export { actorSecretProblem, DEV_ACTOR_SECRET } from "./config.ts";
export { loggerOptions } from "./logger.ts";
export { kumiteMetrics } from "./metrics/plugin.ts";
export { createMetrics } from "./metrics/registry.ts";
export { onStopSignal } from "./service/stop-signals.ts";
