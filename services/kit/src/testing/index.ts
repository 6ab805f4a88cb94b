// What specs arrange and check with, none of it opening a connection: deciders and projections
// in memory, the events other services would have stored, races and faults. A service started on
// real NATS and Redis is harness.ts, kept apart so a unit spec does not load the service runtime.
export { applied } from "./applied.ts";
export { actRacingBlock } from "./block-races.ts";
export { deciderSpec } from "./decider-spec.ts";
export { hostileStore } from "./hostile-store.ts";
export { expireInFlightClaims } from "./idempotency-claims.ts";
export { inTurn } from "./in-turn.ts";
export { listenLive } from "./live-hints.ts";
export { block, lift, moderationGiven, suspend, unblock } from "./moderation-events.ts";
export { projectionSpec, type GivenEvent } from "./projection-spec.ts";
export { connect, socialEvent } from "./social-events.ts";
export { stopAmidWrites } from "./stop-amid-writes.ts";
