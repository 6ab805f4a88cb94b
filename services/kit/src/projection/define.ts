import type { StoredEvent } from "../event-store.ts";
import type { ReadStore } from "../read-store/port.ts";

// A projection turns events into read-model documents. It declares, as a typed map, the event types
// it handles and how each one changes documents; it may read several streams (another context's
// events are how a service learns its facts), and keeps one checkpoint per stream.

/** Event type → its data, for the events a projection may read. */
export type EventMap = Record<string, unknown>;

/** The map of a union of `{ type, data }` events: `EventsOf<UserEvent | PostEvent>`. */
export type EventsOf<Event extends { type: string; data: unknown }> = { [E in Event as E["type"]]: E["data"] };

export type EventHandler<Type extends string = string, Data = unknown> = (
  event: StoredEvent<Type, Data>,
  store: ReadStore,
) => Promise<void>;

export type Handlers<Events extends EventMap> = { [Type in keyof Events & string]?: EventHandler<Type, Events[Type]> };

export type Projection = {
  /** Unique within the service: names the checkpoints and the consumers. */
  readonly name: string;
  /** The streams it reads; events of types it has no handler for only advance the checkpoint. */
  readonly streams: readonly string[];
  /** Creates the indexes its queries need. */
  readonly setup?: (store: ReadStore) => Promise<void>;
  /**
   * Other projections read its documents while applying their events (the member directory): each
   * batch of a stream reaches it, and is applied, before the others.
   */
  readonly foundation?: boolean;
  /**
   * Each must be idempotent: after a crash, events since the last saved checkpoint come again.
   * One projection's handlers never run at the same time, whichever stream their events come from.
   */
  readonly handlers: Readonly<Record<string, EventHandler>>;
};

export function defineProjection<Events extends EventMap>(projection: {
  name: string;
  streams: readonly string[];
  setup?: (store: ReadStore) => Promise<void>;
  foundation?: boolean;
  on: Handlers<Events>;
}): Projection {
  return {
    name: projection.name,
    streams: projection.streams,
    setup: projection.setup,
    foundation: projection.foundation,
    handlers: projection.on as unknown as Record<string, EventHandler>,
  };
}
