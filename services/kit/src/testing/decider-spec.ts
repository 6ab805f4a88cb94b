import { expect } from "vitest";
import type { Command, CommandMetadata, Decider, DomainEvent, Intent } from "../decider.ts";

// given(events).when(command).then(events) / .thenThrows(error): a decider spec reads like the rule.
// The command's metadata is stamped as the kit would, from fixed values a spec may override.

const STAMP: CommandMetadata = {
  aggregateId: "aggregate-1",
  actorId: "actor-1",
  now: new Date("2026-11-21T10:00:00.000Z"),
  commandId: "command-1",
};

export function deciderSpec<State, C extends Command, Event extends DomainEvent>(
  decider: Decider<State, C, Event>,
  defaults: Partial<CommandMetadata> = {},
) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(intent: Intent<C>, metadata: Partial<CommandMetadata> = {}) {
          const command = { ...intent, metadata: { ...STAMP, ...defaults, ...metadata } } as C;
          const run = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(errorClass: abstract new (...args: never[]) => Error, message?: string | RegExp) {
              expect(run).toThrow(errorClass);
              if (message) expect(run).toThrow(message);
            },
          };
        },
      };
    },
  };
}
