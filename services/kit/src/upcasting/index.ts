// The kit upcasts every event it decodes (upcast.ts); these are what a service reads beside that:
// the hash dojo keeps feed tokens by, as the upcaster does, and the point only identity may see.
export { hashFeedToken } from "./calendar-feed-tokens.ts";
export { withheldHomePointOf } from "./home-points.ts";
