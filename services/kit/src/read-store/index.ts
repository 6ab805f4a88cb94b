export { insertOnce } from "./insert-once.ts";
export { createMemoryReadStore } from "./memory.ts";
export { DuplicateKeyError, type Collection, type Filter, type ReadStore, type Update } from "./port.ts";
