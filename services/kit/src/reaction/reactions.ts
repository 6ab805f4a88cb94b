import type { Logger } from "pino";
import type { Metrics } from "../metrics/registry.ts";
import type { Nats } from "../nats.ts";
import type { Reaction } from "./define.ts";
import { reactionFailures } from "./failures.ts";
import { ReactionRunner, reactionDurable } from "./runner.ts";

export type RunningReactions = { stop: () => Promise<void> };

/**
 * Starts each of a service's reactions on its durable consumer, `reaction-<group>-<name>`: the
 * group is the service's name, so all its instances share each consumer (a test gives its own).
 */
export async function startReactions<Deps>(options: {
  nats: Nats;
  reactions: readonly Reaction<Deps>[];
  group: string;
  deps: Deps;
  logger: Logger;
  metrics?: Metrics;
  ready?: () => void;
}): Promise<RunningReactions> {
  const { reactions, group, metrics, ...shared } = options;
  const failures = metrics ? reactionFailures(metrics) : undefined;
  const runners = reactions.map(
    (reaction) => new ReactionRunner({ ...shared, reaction, durable: reactionDurable(group, reaction.name), failures }),
  );
  const stop = async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
  };
  try {
    for (const runner of runners) await runner.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
