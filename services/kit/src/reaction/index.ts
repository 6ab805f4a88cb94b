export { defineReaction } from "./define.ts";
