import { z } from "zod";

/** The envelope of every domain event in the log. `data` is validated against the type's schema. */
export const EventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  aggregateId: z.string().min(1),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  data: z.unknown(),
});
export type EventEnvelope<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  aggregateId: string;
  occurredAt: string;
  actorId: string | null;
  data: Data;
};
