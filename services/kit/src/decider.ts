// The shape of a decider (STYLE.md, after emmett): pure functions over one aggregate's events.
// Commands say what a member wants; the kit stamps who, when and which ids into their metadata.

export type DomainEvent = { type: string; data: unknown };

export type CommandMetadata = {
  /** The aggregate the command is for. */
  aggregateId: string;
  actorId: string | null;
  now: Date;
  /** Fresh for each command: ids a decider makes (a comment's id) derive from it, and event ids too. */
  commandId: string;
};

export type Command<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
};

/** A command as a handler states it, before the kit stamps its metadata. */
export type Intent<C extends Command> = C extends Command ? Omit<C, "metadata"> : never;

export type Decider<State, C extends Command, Event extends DomainEvent> = {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Pure: the events the command causes (none for a no-op), or a thrown DomainError. */
  decide(command: C, state: State): Event[];
};
