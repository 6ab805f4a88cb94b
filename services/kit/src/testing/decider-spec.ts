import { expect } from "vitest";
import type { Decider, DomainEvent } from "../decider.ts";

// given(events).when(command).then(events) / .thenThrows(error): a decider spec reads like the rule.

export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
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
