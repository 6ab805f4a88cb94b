import type { StoredEvent } from "../event-store.ts";
import type { Projection } from "../projection/define.ts";
import { createMemoryReadStore } from "../read-store/memory.ts";
import type { ReadStore } from "../read-store/port.ts";
import { upcast } from "../upcasting/upcast.ts";
import { describeEvent, expectSameUnderHostileStore, stepsOf } from "./hostile-runs.ts";

// given(events from any streams) → then(what the read models answer). Projections that read
// several streams see them interleaved in whatever order the consumers deliver; `inEveryOrder`
// replays every interleaving that keeps each stream's own order, and checks each result.
// Once the check passes, the same events run against a hostile store (hostile-runs.ts): failed
// writes retried, events applied again, handlers run twice at once; each must leave the documents
// of the clean run. `inEveryOrder` does that for its first and last orders.

export type GivenEvent = { type: string; aggregateId: string; data: unknown; occurredAt?: string };
type Check = (store: ReadStore) => Promise<void>;

const DEFAULT_TIME = "2026-11-20T09:00:00.000Z";
/** More interleavings than this are sampled (deterministically) rather than all replayed. */
const MAX_ORDERS = 500;

export function projectionSpec(projections: readonly Projection[]) {
  async function project(events: readonly StoredEvent[]): Promise<ReadStore> {
    const store = createMemoryReadStore();
    for (const projection of projections) await projection.setup?.(store);
    for (const event of events) for (const step of stepsOf(projections, event)) await step.handler(event, store);
    return store;
  }

  return {
    /**
     * Events of one stream each, as `{ STREAM: [...] }`, stamped with stream sequences in order; a
     * list within the list is one command's events, stored in one log message (one sequence).
     */
    given(streams: Record<string, ReadonlyArray<GivenEvent | readonly GivenEvent[]>>) {
      const stamped = Object.entries(streams).map(([stream, messages]) =>
        messages.flatMap((message, position) =>
          (Array.isArray(message) ? message : [message]).map((event, index) =>
            stored(stream, event, position + 1, index),
          ),
        ),
      );
      return {
        /** Applies the streams one after another, in the order given. */
        async then(check: Check): Promise<void> {
          const order = stamped.flat();
          await check(await project(order));
          await expectSameUnderHostileStore(projections, order);
        },
        /** Applies every interleaving of the streams (each stream in its own order) and checks each. */
        async inEveryOrder(check: Check): Promise<number> {
          const orders = interleavings(stamped);
          for (const [index, order] of orders.entries()) {
            const store = await project(order);
            try {
              await check(store);
              if (index === 0 || index === orders.length - 1) await expectSameUnderHostileStore(projections, order);
            } catch (error) {
              const described = order.map(describeEvent).join(" → ");
              throw new Error(`in the order ${described}: ${error instanceof Error ? error.message : String(error)}`, {
                cause: error,
              });
            }
          }
          return orders.length;
        },
      };
    },
  };
}

/** As the log would give it: stamped, then upcast (decodeEvents), so old shapes are read as now. */
function stored(stream: string, event: GivenEvent, sequence: number, index: number): StoredEvent {
  return upcast({
    id: index === 0 ? `${stream}-${sequence}` : `${stream}-${sequence}-${index}`,
    type: event.type,
    aggregateId: event.aggregateId,
    occurredAt: event.occurredAt ?? DEFAULT_TIME,
    actorId: null,
    data: event.data,
    stream,
    subject: `${stream.toLowerCase()}.spec.${event.aggregateId}`,
    sequence,
    index,
  });
}

/** Every merge of the lists that keeps each list's order; sampled when there are too many. */
export function interleavings<T>(lists: readonly (readonly T[])[]): T[][] {
  const all: T[][] = [];
  const walk = (positions: number[], merged: T[]) => {
    if (all.length >= MAX_ORDERS * 4) return;
    if (positions.every((position, index) => position === lists[index]!.length)) {
      all.push(merged);
      return;
    }
    lists.forEach((list, index) => {
      const position = positions[index]!;
      if (position === list.length) return;
      walk(
        positions.map((p, i) => (i === index ? p + 1 : p)),
        [...merged, list[position]!],
      );
    });
  };
  walk(
    lists.map(() => 0),
    [],
  );
  if (all.length <= MAX_ORDERS) return all;
  const step = all.length / MAX_ORDERS;
  return Array.from({ length: MAX_ORDERS }, (_, index) => all[Math.floor(index * step)]!);
}
