import type { EventEnvelope } from "@kumite/contracts/events";
import type { Command, CommandMetadata, Decider, DomainEvent, Intent } from "./decider.ts";
import { Conflict, DomainError, Unavailable } from "./errors.ts";
import { ConcurrencyConflict, type EventStore, type Position, type StreamDefinition } from "./event-store.ts";
import type { LiveHint } from "./live.ts";
import type { ReadStore } from "./read-store/port.ts";
import { idsAreSeeded, newId } from "./ids.ts";
import { noteWritten } from "./written.ts";

// The command path of STYLE.md in one call: derive the subject, stamp the command, load and fold
// (from a cache by subject and version), decide, append expecting that version, wait for the
// service's own projections, return where the events landed.

export type AggregateDefinition<State, C extends Command, Event extends DomainEvent> = {
  stream: StreamDefinition;
  subject: (aggregateId: string) => string;
  decider: Decider<State, C, Event>;
  /**
   * Commands that guard no invariant over the aggregate's history (a comment, a message): decided
   * on the initial state, their checks made on read models by the caller, and appended without
   * expecting a version, so concurrent ones never conflict.
   */
  unversioned?: ReadonlyArray<C["type"]>;
  /**
   * Whose open browsers hear of its events (DESIGN.md, "Real time"), worked out from the read
   * models once they hold the events: the kit publishes each hint after the append, with its
   * position (live.ts). A hint is from the command's actor unless it names another `from`.
   */
  tells?: (events: Array<EnvelopeOf<Event>>, store: ReadStore) => Promise<LiveHint[]> | LiveHint[];
};

/** What an aggregate needs of its service beyond the log. */
export type AggregateHooks = {
  /** Read-your-writes: resolves once the service's own projections applied the position. */
  settle: (position: Position) => Promise<unknown>;
  clock: () => Date;
  /** Publishes what `tells` says of a command's events, once they are stored and applied. */
  announce?: (events: ReadonlyArray<EventEnvelope>, position: Position) => Promise<void>;
};

/**
 * A stored event of the decider's, its type and data kept together: a union of envelopes, not an
 * envelope of unions.
 */
export type EnvelopeOf<Event extends DomainEvent> = Event extends DomainEvent
  ? EventEnvelope<Event["type"], Event["data"]>
  : never;

export type Handled<Event extends DomainEvent> = {
  events: Array<EnvelopeOf<Event>>;
  /** Where the last event landed; for a no-op, where the aggregate already stood. */
  position: Position;
};

/** The first of a command's events of `type`, typed as that event. */
export function eventOf<Envelope extends EventEnvelope, Type extends Envelope["type"]>(
  events: readonly Envelope[],
  type: Type,
): Extract<Envelope, { type: Type }> | undefined {
  return events.find((event): event is Extract<Envelope, { type: Type }> => event.type === type);
}

export type HandleOptions = {
  /** Skip loading an aggregate whose id the caller just made: decided from the initial state. */
  expectNew?: boolean;
};

type Folded<State> = { state: State; version: number };

const CACHE_LIMIT = 100_000;
const RETRY_DEADLINE_MS = 3_000;
/**
 * The longest after a command is handed to `handle` that its events may still be stored: its
 * retries (RETRY_DEADLINE_MS), then a last load and an append that the log confirms or leaves
 * unknown (the event store's bounds, 5 s and 4 s), with room to spare for a publish the cluster
 * stores after the client stopped waiting for it.
 */
export const COMMAND_LANDS_WITHIN_MS = 30_000;
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 250;

export const CHANGED_MEANWHILE = "Someone else changed this at the same time; try again";

export class Aggregate<State, C extends Command, Event extends DomainEvent> {
  private readonly cache = new Map<string, Folded<State>>();

  constructor(
    private readonly definition: AggregateDefinition<State, C, Event>,
    private readonly events: EventStore,
    private readonly hooks: AggregateHooks,
  ) {}

  /** The aggregate's current state, for checks that must happen before a command (bytes to read first). */
  async state(aggregateId: string): Promise<State> {
    return (await this.load(this.definition.subject(aggregateId))).state;
  }

  async handle(
    aggregateId: string,
    intent: Intent<C>,
    actorId: string | null,
    options: HandleOptions = {},
  ): Promise<Handled<Event>> {
    const subject = this.definition.subject(aggregateId);
    const metadata: CommandMetadata = { aggregateId, actorId, now: this.hooks.clock(), commandId: newId() };
    const command = { ...intent, metadata } as C;
    const handled = await this.decided(subject, command, metadata, options);
    noteWritten(handled.position);
    return handled;
  }

  private async decided(
    subject: string,
    command: C,
    metadata: CommandMetadata,
    options: HandleOptions,
  ): Promise<Handled<Event>> {
    if (this.definition.unversioned?.includes(command.type)) return this.append(subject, command, metadata);
    try {
      return await this.decideAndAppend(subject, command, metadata, options);
    } catch (error) {
      // A retry of a request whose first attempt was stored but never answered (a crash, a lost
      // reply) is refused by the state that attempt made ("already requested"). Its events carry
      // the ids the retry derives from the same Idempotency-Key: answer with them instead. A log
      // out of reach (or unsure of the outcome) is no refusal, and says so itself.
      if (!(error instanceof DomainError) || error instanceof Unavailable || !idsAreSeeded()) throw error;
      const earlier = await this.earlierAttempt(subject, metadata.commandId);
      if (earlier) return earlier;
      throw error;
    }
  }

  private async decideAndAppend(
    subject: string,
    command: C,
    metadata: CommandMetadata,
    options: HandleOptions,
  ): Promise<Handled<Event>> {
    const { decider, stream } = this.definition;
    const deadline = Date.now() + RETRY_DEADLINE_MS;
    for (let attempt = 0; ; attempt++) {
      const cached =
        attempt === 0
          ? options.expectNew
            ? { state: decider.initialState, version: 0 }
            : this.cache.get(subject)
          : undefined;
      let current = cached ?? (await this.load(subject));
      // On remembered state, which another instance may have moved on, a refusal or a no-op is
      // checked against the log; a stale cache that allows the command shows up as a conflict.
      let decided = cached
        ? refusedAsNull(() => decider.decide(command, current.state))
        : decider.decide(command, current.state);
      if (cached && !decided?.length) {
        current = await this.load(subject);
        decided = decider.decide(command, current.state);
      }
      if (!decided?.length) {
        // An append is checked against the log's version; a no-op is not: it must have been decided
        // on the latest state, or a command could be answered "done" for a history it never saw.
        if ((await this.events.lastSequence(stream.name, subject)) === current.version)
          return { events: [], position: { stream: stream.name, sequence: current.version } };
        this.cache.delete(subject);
        if (Date.now() >= deadline) throw new Conflict(CHANGED_MEANWHILE, { code: "write.changed-meanwhile" });
        continue;
      }
      const events = decided.map((event, index) => envelope(event, metadata, index));
      try {
        const position = await this.events.append(subject, events, current.version);
        this.remember(subject, { state: decided.reduce(decider.evolve, current.state), version: position.sequence });
        await this.appended(events, position);
        return { events, position };
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict)) throw error;
        this.cache.delete(subject);
        if (Date.now() >= deadline) throw new Conflict(CHANGED_MEANWHILE, { code: "write.changed-meanwhile" });
        await backOff(attempt);
      }
    }
  }

  /** The events an earlier attempt of this command appended (ids `commandId`, `commandId-1`, …), if any. */
  private async earlierAttempt(subject: string, commandId: string): Promise<Handled<Event> | null> {
    const stored = await this.events.load(this.definition.stream.name, subject);
    const mine = stored.filter((event) => event.id === commandId || event.id.startsWith(`${commandId}-`));
    if (mine.length === 0) return null;
    const last = mine[mine.length - 1]!;
    const position = { stream: this.definition.stream.name, sequence: last.sequence };
    await this.hooks.settle(position);
    return { events: mine as unknown as Array<EnvelopeOf<Event>>, position };
  }

  private async append(subject: string, command: C, metadata: CommandMetadata): Promise<Handled<Event>> {
    const events = this.definition.decider
      .decide(command, this.definition.decider.initialState)
      .map((event, index) => envelope(event, metadata, index));
    if (events.length === 0) return { events, position: { stream: this.definition.stream.name, sequence: 0 } };
    const position = await this.events.publish(subject, events);
    // What this process remembered of the aggregate is a version behind now.
    this.cache.delete(subject);
    await this.appended(events, position);
    return { events, position };
  }

  /** Once the service's read models hold the events, those the aggregate tells hear of them. */
  private async appended(events: Array<EnvelopeOf<Event>>, position: Position): Promise<void> {
    await this.hooks.settle(position);
    await this.hooks.announce?.(events, position);
  }

  private async load(subject: string): Promise<Folded<State>> {
    const cached = this.cache.get(subject);
    const stored = await this.events.load(this.definition.stream.name, subject, cached?.version ?? 0);
    let { state, version } = cached ?? { state: this.definition.decider.initialState, version: 0 };
    for (const event of stored) {
      state = this.definition.decider.evolve(state, event as unknown as Event);
      version = event.sequence;
    }
    this.remember(subject, { state, version });
    return { state, version };
  }

  private remember(subject: string, folded: Folded<State>) {
    // A Map keeps insertion order: re-inserting moves an entry to the end, so the first is the oldest.
    this.cache.delete(subject);
    this.cache.set(subject, folded);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
  }
}

/** Event ids derive from the command id, so a retried command is de-duplicated by the log. */
function envelope<Event extends DomainEvent>(
  event: Event,
  metadata: CommandMetadata,
  index: number,
): EnvelopeOf<Event> {
  // Each event keeps its own type and data: the envelope of one member of the union is that member's.
  return {
    id: index === 0 ? metadata.commandId : `${metadata.commandId}-${index}`,
    type: event.type,
    aggregateId: metadata.aggregateId,
    occurredAt: metadata.now.toISOString(),
    actorId: metadata.actorId,
    data: event.data,
  } as EnvelopeOf<Event>;
}

function refusedAsNull<T>(decide: () => T): T | null {
  try {
    return decide();
  } catch {
    return null;
  }
}

/** Exponential back-off with full jitter, so racing writers spread out instead of colliding again. */
function backOff(attempt: number): Promise<void> {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
