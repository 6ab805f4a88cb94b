import { randomUUID } from "node:crypto";

/** Ids of aggregates and events. UUIDs are valid NATS subject tokens and sort nowhere in particular. */
export const newId = (): string => randomUUID();
