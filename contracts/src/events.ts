/** The envelope of every domain event in the log; `type` names and `data` shapes live beside each context. */
export type EventEnvelope<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  aggregateId: string;
  occurredAt: string;
  actorId: string | null;
  data: Data;
};
