// What a caller of a service's API shares with it: the signed actor header it sends, the position
// header a write answers with, and the codes its refusals carry.
export { signActor, verifyActor } from "../actor.ts";
export { refusalCode, SERVER_ERROR } from "./error-replies.ts";
export { positionHeader } from "./position-header.ts";
export { within } from "./within.ts";
