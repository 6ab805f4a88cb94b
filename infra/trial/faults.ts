import type { Nats } from "@kumite/kit/nats";
import type { NatsCluster } from "../nats/cluster.ts";
import type { Fleet, Instance } from "./fleet.ts";

// The faults the trial causes in the middle of the load, one after the other, each with the time
// it took to heal: a NATS node killed and started again, one instance of every service killed and
// started again, and every instance restarted in turn as a rolling deploy does.

export type FaultReport = { fault: string; startedAt: number; endedAt: number; healMs: number; detail: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kills the node that leads the busiest stream (SOCIAL), keeps it down for `downMs`, starts it
 * again, and waits until every stream has all its replicas current: the cluster healed.
 */
export async function killNatsNode(cluster: NatsCluster, nats: Nats, downMs: number): Promise<FaultReport> {
  const streams = await streamNames(nats);
  const leader = (await nats.jsm.streams.info("SOCIAL")).cluster?.leader;
  const node = cluster.nodes.find((one) => one.name === leader) ?? cluster.nodes[0]!;
  const startedAt = Date.now();
  await node.kill();
  await sleep(downMs);
  const restartedAt = Date.now();
  await node.start();
  const healedAt = await untilReplicated(nats, streams);
  return {
    fault: `kill -9 NATS node ${node.name} (SOCIAL's leader), restarted after ${downMs / 1000} s`,
    startedAt,
    endedAt: healedAt,
    healMs: healedAt - restartedAt,
    detail: `every stream's replicas current ${((healedAt - restartedAt) / 1000).toFixed(1)} s after the restart`,
  };
}

/** Kills the first instance of every service at once, then starts each again. */
export async function killOneOfEach(fleet: Fleet): Promise<FaultReport> {
  const victims = fleet.instances.filter((instance) => instance.name.endsWith("-1"));
  const startedAt = Date.now();
  await Promise.all(victims.map((instance) => instance.kill()));
  const ready = await Promise.all(victims.map(async (instance) => [instance.name, await instance.start()] as const));
  const endedAt = Date.now();
  return {
    fault: "kill -9 of one instance of every service, then its restart",
    startedAt,
    endedAt,
    healMs: endedAt - startedAt,
    detail: ready.map(([name, ms]) => `${name} ready in ${(ms / 1000).toFixed(1)} s`).join(", "),
  };
}

/** Every instance stopped (SIGTERM) and started again in turn, as a rolling deploy does. */
export async function rollingRestart(fleet: Fleet): Promise<FaultReport> {
  const startedAt = Date.now();
  const ready: string[] = [];
  for (const instance of fleet.instances) ready.push(`${instance.name} ${await restart(instance)}`);
  const endedAt = Date.now();
  return {
    fault: "rolling restart of every instance (SIGTERM, start, ready, next)",
    startedAt,
    endedAt,
    healMs: endedAt - startedAt,
    detail: ready.join(", "),
  };
}

async function restart(instance: Instance): Promise<string> {
  await instance.stop();
  return `${((await instance.start()) / 1000).toFixed(1)} s`;
}

async function streamNames(nats: Nats): Promise<string[]> {
  const names: string[] = [];
  for await (const name of nats.jsm.streams.names()) names.push(name);
  return names;
}

/** When every stream has a leader and every replica current again. */
async function untilReplicated(nats: Nats, streams: readonly string[]): Promise<number> {
  for (;;) {
    const healthy = await Promise.all(
      streams.map(async (stream) => {
        const cluster = (await nats.jsm.streams.info(stream).catch(() => null))?.cluster;
        return (
          Boolean(cluster?.leader) && (cluster?.replicas ?? []).every((replica) => replica.current && !replica.offline)
        );
      }),
    );
    if (healthy.every(Boolean)) return Date.now();
    await sleep(200);
  }
}
