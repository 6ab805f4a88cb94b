export { Reservations } from "./bucket.ts";
export { claimHolder, pendingClaim, releaseClaim, withClaim, type ClaimRule } from "./claims.ts";
