import type { StoredEvent } from "../event-store.ts";
import type { EventHandler, Projection } from "../projection/define.ts";
import { createMemoryReadStore } from "../read-store/memory.ts";
import { hostileStore, InjectedFault, type FaultTiming, type HostileStore, type WriteRecord } from "./hostile-store.ts";
import { firstDifference, readContents, restoreContents, type StoreContents } from "./store-contents.ts";

// The same events under the conditions a projection meets in production, each of which must end
// with the documents of a clean run:
// - a write fails once before it is applied, and the handler runs again (the projector retries);
// - a write is applied, then fails (its reply lost), and the handler runs again;
// - after every event, the last N run again (a restart resumes from a checkpoint saved earlier):
//   the last N of all of them, and the last N of each stream alone (each stream has its own);
// - every handler runs twice at the same time (two instances projecting for a moment); a call
//   that throws runs again alone.
// Every write position and every N is tried; a spec so large that this would cost more than
// BUDGET handler runs gets the most telling of them (each kind of write, the shortest replays).

/** Handler runs one spec (one order of its events) may cost before its variants are sampled. */
const BUDGET = 60_000;

/** The kinds of variant: a write failing before or after it is applied, a replay, handlers twice at once. */
export type HostileVariant = "fail-before" | "fail-after" | "replay" | "twice";

type Step = { event: StoredEvent; projection: Projection; handler: EventHandler };
type Run = {
  kind: HostileVariant;
  variant: string;
  /** Handler runs this costs, to keep within BUDGET. */
  cost: number;
  fault?: { at: number; timing: FaultTiming };
  /** Events (by index) whose handlers run twice at once. */
  twice?: (index: number) => boolean;
  /** Applied again after every event. */
  replay?: readonly StoredEvent[];
};

/** `stream:type(aggregateId)#sequence`, which tells apart the events of one aggregate. */
export const describeEvent = (event: StoredEvent) =>
  `${event.stream}:${event.type}(${event.aggregateId})#${event.sequence}`;

/** What each event does: the handler of every projection that reads its stream and has one, in order. */
export function stepsOf(projections: readonly Projection[], event: StoredEvent): Step[] {
  return projections.flatMap((projection) =>
    projection.streams.includes(event.stream) && Object.hasOwn(projection.handlers, event.type)
      ? [{ event, projection, handler: projection.handlers[event.type]! }]
      : [],
  );
}

/** Throws, naming the variant, the event and the first differing document, unless every variant ends as a clean run. */
export async function expectSameUnderHostileStore(
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  /** Only these kinds of variant (the harness's own spec proves each alone); all by default. */
  only?: readonly HostileVariant[],
): Promise<void> {
  const steps = events.map((event) => stepsOf(projections, event));
  const clean = await cleanRun(projections, steps);
  const runOf = (run: Run) => variantRun(projections, steps, clean, run);
  const runs = plan(events, steps, clean.writes).filter((run) => !only || only.includes(run.kind));

  for (const run of runs) {
    const failure = await runOf(run);
    if (!failure) continue;
    if (run.twice) {
      // Which event's handlers it takes, named by running them twice one event at a time.
      for (const [index, event] of events.entries()) {
        const alone = await runOf({
          ...run,
          variant: `the handlers of ${describeEvent(event)} ran twice at once`,
          twice: (i) => i === index,
        });
        if (alone) throw new Error(`hostile store: ${alone}`);
      }
    }
    throw new Error(`hostile store: ${failure}`);
  }
}

type WriteAt = WriteRecord & { step: Step; nth: number };
type CleanRun = { setup: StoreContents; names: ReadonlySet<string>; writes: WriteAt[]; contents: StoreContents };

async function cleanRun(projections: readonly Projection[], steps: readonly Step[][]): Promise<CleanRun> {
  const store = await setUp(projections);
  const setup = await readContents(store, store.collectionNames);
  const writes: WriteAt[] = [];
  for (const step of steps.flat()) {
    const before = store.writes.length;
    await step.handler(step.event, store);
    store.writes.slice(before).forEach((write, index) => writes.push({ ...write, step, nth: index + 1 }));
  }
  return { setup, names: store.collectionNames, writes, contents: await readContents(store, store.collectionNames) };
}

async function setUp(projections: readonly Projection[], setup?: StoreContents): Promise<HostileStore> {
  const store = hostileStore(createMemoryReadStore());
  for (const projection of projections) await projection.setup?.(store);
  // Setup may write what differs on every run (the member directory's generation): every run
  // starts from what the clean run's setup left.
  if (setup) await restoreContents(store, store.collectionNames, setup);
  return store;
}

/** Every variant, or the most telling within BUDGET. */
function plan(events: readonly StoredEvent[], steps: readonly Step[][], writes: readonly WriteAt[]): Run[] {
  const handlerRuns = steps.reduce((sum, list) => sum + list.length, 0);
  const handlerRunsFrom = (index: number) => steps.slice(index).reduce((sum, list) => sum + list.length, 0);
  const faults = (positions: readonly number[]): Run[] =>
    (["before", "after"] as const).flatMap((timing) =>
      positions.map((at) => ({
        kind: timing === "before" ? ("fail-before" as const) : ("fail-after" as const),
        variant: faultVariant(writes[at - 1]!, at, writes.length, timing),
        cost: handlerRuns + 1,
        fault: { at, timing },
      })),
    );
  const replays = (lengths: (events: readonly StoredEvent[]) => number[]): Run[] => {
    const runs: Run[] = [];
    const streams = [...new Set(events.map((event) => event.stream))];
    for (const length of lengths(events))
      runs.push(replayRun(events.slice(-length), "", handlerRuns + handlerRunsFrom(events.length - length)));
    if (streams.length > 1)
      for (const stream of streams) {
        const own = events.filter((event) => event.stream === stream);
        for (const length of lengths(own))
          runs.push(replayRun(own.slice(-length), ` of ${stream}`, handlerRuns + length));
      }
    return runs;
  };
  const twice: Run = {
    kind: "twice",
    variant: "every handler ran twice at once",
    cost: 2 * handlerRuns,
    twice: () => true,
  };

  const every = [
    twice,
    ...faults(writes.map((_, index) => index + 1)),
    ...replays((list) => list.map((_, index) => index + 1)),
  ];
  if (every.reduce((sum, run) => sum + run.cost, 0) <= BUDGET) return every;

  // Handlers twice at once, each kind of write (which handler, its how-manieth write, of what)
  // failing at its first occurrence, the shortest and the longest replays: as many of them, in
  // that order, as the budget holds.
  const kinds = new Map<string, number>();
  writes.forEach((write, index) => {
    const { step, nth, method, collection } = write;
    const kind = `${step.projection.name}:${step.event.type}:${nth}:${method}:${collection}`;
    if (!kinds.has(kind)) kinds.set(kind, index + 1);
  });
  const telling = [twice, ...faults([...kinds.values()]), ...replays((list) => [...new Set([1, list.length])])];
  const chosen: Run[] = [];
  let spent = 0;
  for (const run of telling) {
    if (chosen.length > 0 && spent + run.cost > BUDGET) continue;
    chosen.push(run);
    spent += run.cost;
  }
  return chosen;
}

function faultVariant(write: WriteAt, at: number, of: number, timing: FaultTiming): string {
  const where = `${write.step.projection.name} applying ${describeEvent(write.step.event)}`;
  const what = `write ${at} of ${of} (${write.method} on ${write.collection}, ${where})`;
  return timing === "before"
    ? `${what} failed before it was applied, and the handler ran again`
    : `${what} was applied and then failed (its reply lost), and the handler ran again`;
}

function replayRun(replay: readonly StoredEvent[], of: string, cost: number): Run {
  return {
    kind: "replay",
    variant: `after every event, the last ${replay.length}${of} (from ${describeEvent(replay[0]!)}) were applied again`,
    cost,
    replay,
  };
}

/** Runs one variant; a description of how it went wrong, or null when it ends as the clean run. */
async function variantRun(
  projections: readonly Projection[],
  steps: readonly Step[][],
  clean: CleanRun,
  run: Run,
): Promise<string | null> {
  const store = await setUp(projections, clean.setup);
  if (run.fault) store.failWrite(run.fault.at, run.fault.timing);
  const apply = async (step: Step, twice: boolean): Promise<string | null> => {
    try {
      await applyStep(step, store, twice);
      return null;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return `${run.variant}; then ${step.projection.name} threw on ${describeEvent(step.event)}: ${reason}`;
    }
  };
  for (const [index, list] of steps.entries())
    for (const step of list) {
      const failed = await apply(step, run.twice?.(index) ?? false);
      if (failed) return failed;
    }
  for (const event of run.replay ?? [])
    for (const step of stepsOf(projections, event)) {
      const failed = await apply(step, false);
      if (failed) return failed;
    }
  const contents = await readContents(store, [...clean.names, ...store.collectionNames]);
  const difference = firstDifference(clean.contents, contents);
  return difference && `${run.variant}; then ${difference}`;
}

async function applyStep(step: Step, store: HostileStore, twice: boolean): Promise<void> {
  const once = () => step.handler(step.event, store);
  if (twice) {
    const results = await Promise.allSettled([once(), once()]);
    // Whichever call failed runs again alone, as the projector would run it again.
    for (const result of results) if (result.status === "rejected") await once();
    return;
  }
  try {
    await once();
  } catch (error) {
    if (!(error instanceof InjectedFault)) throw error;
    await once();
  }
}
