import { Counter } from "prom-client";
import type { Metrics } from "../metrics/registry.ts";

// What /metrics says of reactions: each failed handling, so an event that keeps coming back shows.

export type ReactionFailures = {
  /** A handler threw on an event of `eventType` (or "undecodable": the message held no event). */
  record(reaction: string, eventType: string): void;
};

const NAME = "kumite_reaction_failures_total";

export function reactionFailures(metrics: Metrics): ReactionFailures {
  const counter =
    (metrics.registry.getSingleMetric(NAME) as Counter<"reaction" | "event_type"> | undefined) ??
    new Counter({
      name: NAME,
      help: "Events a reaction failed to handle, by reaction and event type; each comes again after a delay.",
      labelNames: ["reaction", "event_type"] as const,
      registers: [metrics.registry],
    });
  return {
    record(reaction, eventType) {
      counter.inc({ reaction, event_type: eventType });
    },
  };
}
