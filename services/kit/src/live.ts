import { liveSubject, type LiveEvent } from "@kumite/contracts/live";
import type { Logger } from "pino";
import type { EventEnvelope } from "@kumite/contracts/events";
import type { Position } from "./event-store.ts";
import { reachableFrom } from "./members/block-rule.ts";
import type { Nats } from "./nats.ts";
import type { ReadStore } from "./read-store/port.ts";

// A hint to members' open browsers (DESIGN.md, "Real time"): published on NATS core after the
// append it is about, carrying that append's position so the browser's refetch waits for it.
// Fire and forget: a lost hint costs a refresh, never data, and must not fail the command.
//
// Every hint says whose act it is (`from`): it never reaches a member blocked with them, either
// way (members/block-rule.ts). `from: null` is the app's own doing (a reminder), told to anyone.

export type LiveDeps = { nats: Nats; logger: Logger; store: ReadStore };
export type LiveAddress = { from: string | null; to: Iterable<string> };
/** A hint an aggregate's events give (AggregateDefinition.tells): from the command's actor unless `from` says. */
export type LiveHint = { to: Iterable<string>; event: LiveEvent; from?: string | null };

export function publishLive(deps: LiveDeps, address: LiveAddress, event: LiveEvent, position?: Position): void {
  const payload = JSON.stringify(position ? { ...event, position: `${position.stream}:${position.sequence}` } : event);
  const recipients = address.from ? reachableFrom(deps.store, address.from, address.to) : [...new Set(address.to)];
  void Promise.resolve(recipients)
    .then((memberIds) => {
      for (const memberId of memberIds) {
        try {
          deps.nats.connection.publish(liveSubject(memberId), payload);
        } catch (error) {
          deps.logger.warn({ err: error, memberId }, "live hint not published");
        }
      }
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, "live hint not published"));
}

/**
 * Publishes the hints `tells` works out from a command's stored events, each from the command's
 * actor unless it names another. Never fails the command: a hint not sent costs a refresh.
 */
export function announcer<Envelope extends EventEnvelope>(
  deps: LiveDeps,
  tells: (events: Envelope[], store: ReadStore) => Promise<LiveHint[]> | LiveHint[],
) {
  return async (events: readonly Envelope[], position: Position): Promise<void> => {
    if (events.length === 0) return;
    try {
      for (const hint of await tells([...events], deps.store)) {
        const from = hint.from === undefined ? events[0]!.actorId : hint.from;
        publishLive(deps, { from, to: hint.to }, hint.event, position);
      }
    } catch (error) {
      deps.logger.warn({ err: error, type: events[0]!.type }, "live hints not published");
    }
  };
}
