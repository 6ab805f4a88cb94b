import type { EventEnvelope } from "@kumite/contracts/events";
import { Conflict } from "./errors.ts";
import { ConcurrencyConflict, type AppendResult, type EventStore, type NewEvent } from "./event-store.ts";
import { newId } from "./ids.ts";

// The command path of STYLE.md: load the aggregate, fold, decide, append with the expected version.
// Deciders stay pure; this is the I/O around them.

export type DomainEvent = { type: string; data: unknown };

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Pure: returns the events the command causes (none for a no-op) or throws an HttpError. */
  decide(command: Command, state: State): Event[];
};

export type CommandMetadata = { actorId: string | null; now: Date };
export type CommandResult<Event extends DomainEvent> = {
  events: EventEnvelope<Event["type"], Event["data"]>[];
  position: AppendResult | null;
};

type Cached<State> = { state: State; version: number };

const MAX_ATTEMPTS = 4;
const CACHE_LIMIT = 100_000;

/**
 * One kind of aggregate in one stream. Folded state is cached by subject and version; a stale
 * entry shows up as a conflict on append, and the command is retried on a fresh load.
 */
export class AggregateRepository<State, Command, Event extends DomainEvent> {
  private readonly cache = new Map<string, Cached<State>>();

  constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private readonly decider: Decider<State, Command, Event>,
  ) {}

  async load(subject: string): Promise<Cached<State>> {
    const cached = this.cache.get(subject);
    const events = await this.store.load(this.stream, subject, cached?.version ?? 0);
    let { state, version } = cached ?? { state: this.decider.initialState, version: 0 };
    for (const event of events) {
      state = this.decider.evolve(state, event as unknown as Event);
      version = event.sequence;
    }
    this.remember(subject, { state, version });
    return { state, version };
  }

  /**
   * `expectNew` skips loading an aggregate the caller just made an id for: it is decided from the
   * initial state and appended expecting no events; if one existed after all, the conflict reloads.
   */
  async handle(
    subject: string,
    aggregateId: string,
    command: Command,
    metadata: CommandMetadata,
    options: { expectNew?: boolean } = {},
  ): Promise<CommandResult<Event>> {
    for (let attempt = 1; ; attempt++) {
      const current =
        attempt > 1
          ? await this.load(subject)
          : options.expectNew
            ? { state: this.decider.initialState, version: 0 }
            : (this.cache.get(subject) ?? (await this.load(subject)));
      const decided = this.decider.decide(command, current.state);
      const events = decided.map((event) => envelope(event, aggregateId, metadata));
      if (events.length === 0) return { events, position: null };
      try {
        const position = await this.store.append(subject, events as NewEvent[], current.version);
        const state = decided.reduce(this.decider.evolve, current.state);
        this.remember(subject, { state, version: position.sequence });
        return { events, position };
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict)) throw error;
        this.cache.delete(subject);
        if (attempt >= MAX_ATTEMPTS) throw new Conflict("Someone else changed this at the same time; try again");
      }
    }
  }

  private remember(subject: string, entry: Cached<State>) {
    // Map keeps insertion order: re-inserting moves the entry to the end, so the first is the oldest.
    this.cache.delete(subject);
    this.cache.set(subject, entry);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
  }
}

export function envelope<Event extends DomainEvent>(
  event: Event,
  aggregateId: string,
  metadata: CommandMetadata,
): EventEnvelope<Event["type"], Event["data"]> {
  return {
    id: newId(),
    type: event.type,
    aggregateId,
    occurredAt: metadata.now.toISOString(),
    actorId: metadata.actorId,
    data: event.data,
  };
}
