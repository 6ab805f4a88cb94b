export { ProjectionCache } from "./cache.ts";
export { caughtUp } from "./caught-up.ts";
export { defineProjection, type EventsOf } from "./define.ts";
