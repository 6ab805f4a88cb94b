import type { StoredEvent } from "../event-store.ts";
import type { EventMap } from "../projection/define.ts";

// A reaction turns events of one stream into commands: identity deletes an account, and dojo hands
// the member's dojo over. A projection cannot do that (a command waits for the service's own
// projections, which would wait for it), so reactions run beside the projections, on a durable
// consumer that every instance of the service shares: each event is handled by one of them, at
// least once. So a handler must be safe to run again: commands whose decider makes a repeat a
// no-op, releases of what may be released already.

export type ReactionHandler<Type extends string, Data, Deps> = (
  event: StoredEvent<Type, Data>,
  deps: Deps,
) => Promise<void>;

export type ReactionHandlers<Events extends EventMap, Deps> = {
  [Type in keyof Events & string]?: ReactionHandler<Type, Events[Type], Deps>;
};

export type Reaction<Deps> = {
  /** Unique within the service: names the durable consumer, `reaction-<service>-<name>`. */
  readonly name: string;
  /** The stream it reacts to (its name, e.g. IDENTITY_STREAM.name). */
  readonly stream: string;
  /** Only the events of these subjects (`identity.user.>`); a server before 2.10 takes one. */
  readonly subjects?: readonly [string];
  /** Events of types it has no handler for are acknowledged at once. */
  readonly handlers: Readonly<Record<string, ReactionHandler<string, unknown, Deps>>>;
};

export function defineReaction<Events extends EventMap, Deps>(reaction: {
  name: string;
  stream: string;
  subjects?: readonly [string];
  on: ReactionHandlers<Events, Deps>;
}): Reaction<Deps> {
  return {
    name: reaction.name,
    stream: reaction.stream,
    subjects: reaction.subjects,
    handlers: reaction.on as unknown as Record<string, ReactionHandler<string, unknown, Deps>>,
  };
}
