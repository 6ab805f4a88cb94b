import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startNatsCluster, type NatsCluster } from "../../../infra/nats/cluster.ts";
import { freePort, natsServerBinary, startTestNats } from "../../../infra/test/nats-server.ts";
import { ConcurrencyConflict, EventStore } from "../src/event-store.ts";
import { connectNats, openBucket, type Nats } from "../src/nats.ts";
import { ProjectionLease } from "../src/projection/lease.ts";
import { Reservations } from "../src/reservations/bucket.ts";
import { WriteTurns } from "../src/write-turns.ts";
import { testEvent, uniqueName } from "../src/testing/connections.ts";

// Kumite beyond one machine: a three-node JetStream cluster of this file's own. With NATS_REPLICAS=3
// every stream and bucket keeps three copies (older ones are raised at start), so the log takes
// writes with a node down; and a NATS_URL listing the nodes connects while any one answers.

describe.skipIf(!natsServerBinary())("a three-node NATS cluster", () => {
  let cluster: NatsCluster;
  const opened: Nats[] = [];
  const open = async (replicas: number, url = cluster.natsUrl) => {
    const nats = await connectNats(url, "cluster-test", { replicas });
    opened.push(nats);
    return nats;
  };
  const replicasOf = async (nats: Nats, stream: string) => (await nats.jsm.streams.info(stream)).config.num_replicas;

  beforeAll(async () => {
    cluster = await startNatsCluster();
  }, 30_000);
  afterAll(async () => {
    await Promise.allSettled(opened.map((nats) => nats.connection.close()));
    await cluster?.stop();
  });

  it("creates streams with NATS_REPLICAS copies", async () => {
    const nats = await open(3);
    const name = uniqueName("REPLICATED");
    await new EventStore(nats).ensureStream({ name, subjects: [`${name.toLowerCase()}.>`] });

    const info = await nats.jsm.streams.info(name);
    expect(info.config.num_replicas).toBe(3);
    expect(info.cluster?.replicas).toHaveLength(2);
  });

  it("raises an existing one-copy stream, reservation bucket and lease bucket to NATS_REPLICAS at the next start", async () => {
    const name = uniqueName("GROWN");
    const stream = { name, subjects: [`${name.toLowerCase()}.>`] };
    const reservations = uniqueName("reservations").toLowerCase();
    const leases = uniqueName("leases").toLowerCase();

    const before = await open(1);
    await new EventStore(before).ensureStream(stream);
    const position = await new EventStore(before).append(`${name.toLowerCase()}.member.m1`, [testEvent("A", "m1")], 0);
    await (
      await Reservations.open(before, reservations)
    ).reserve("email", "a@example.com", "m1", {
      message: "taken",
      code: "conflict",
    });
    await ProjectionLease.open(before, { bucket: leases });
    for (const bucket of [name, `KV_${reservations}`, `KV_${leases}`]) expect(await replicasOf(before, bucket)).toBe(1);

    // The same service's code starting again, now configured for the cluster.
    const after = await open(3);
    await new EventStore(after).ensureStream(stream);
    const held = await Reservations.open(after, reservations);
    await ProjectionLease.open(after, { bucket: leases });
    for (const bucket of [name, `KV_${reservations}`, `KV_${leases}`]) expect(await replicasOf(after, bucket)).toBe(3);

    // Nothing was lost on the way.
    expect((await after.jsm.streams.info(name)).state.last_seq).toBe(position.sequence);
    expect(await held.holder("email", "a@example.com")).toBe("m1");

    // A process configured for fewer copies leaves them as they are.
    await new EventStore(await open(1)).ensureStream(stream);
    expect(await replicasOf(after, name)).toBe(3);
  });

  it("connects while any one listed node answers, whichever place it has in NATS_URL", async () => {
    const closed = `nats://127.0.0.1:${await freePort()}`;
    const live = cluster.urls[0]!;
    for (const url of [`${live}, ${closed}`, `${closed},${live},`]) {
      const nats = await open(1, url);
      await expect(nats.connection.rtt()).resolves.toBeGreaterThanOrEqual(0);
    }
  });

  // The cluster's server checks an expected sequence only against what it applied (write-turns.ts):
  // without turns most of these racing writes were stored on top of a version they did not expect.
  it("stores each racing append of one aggregate only on top of the version it expected", async () => {
    const writers = await Promise.all(cluster.urls.map((url) => open(3, url)));
    const name = uniqueName("RACED");
    await new EventStore(writers[0]!).ensureStream({ name, subjects: [`${name.toLowerCase()}.>`] });
    const subject = `${name.toLowerCase()}.roster.r1`;
    const acknowledged: Array<{ expected: number; sequence: number }> = [];
    const until = Date.now() + 1500;
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const events = new EventStore(writers[index % writers.length]!);
        while (Date.now() < until) {
          const expected = await events.lastSequence(name, subject);
          const appended = await events
            .append(subject, [testEvent("A", `w${index}`)], expected)
            .catch((error: unknown) => (error instanceof ConcurrencyConflict ? null : Promise.reject(error)));
          if (appended) acknowledged.push({ expected, sequence: appended.sequence });
        }
      }),
    );

    const stored = (await new EventStore(writers[0]!).load(name, subject)).map((event) => event.sequence);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(stored).toHaveLength(acknowledged.length);
    const storedOnTopOf = new Map(stored.map((sequence, index) => [sequence, index === 0 ? 0 : stored[index - 1]!]));
    for (const { expected, sequence } of acknowledged) expect(storedOnTopOf.get(sequence)).toBe(expected);
  }, 30_000);

  it("gives the turn on top of a version to one writer, and again to that writer sending its message again", async () => {
    const turns = new WriteTurns(await openBucket(await open(3), uniqueName("turns").toLowerCase(), { history: 1 }));
    expect(await turns.take("dojo.roster.r1", 5, "command-1")).not.toBeNull();
    expect(await turns.take("dojo.roster.r1", 5, "command-2")).toBeNull();
    expect(await turns.take("dojo.roster.r1", 5, "command-1")).not.toBeNull();
    expect(await turns.take("dojo.roster.r1", 6, "command-2")).not.toBeNull();
    expect(await turns.take("dojo.roster.r2", 5, "command-2")).not.toBeNull();
  });

  it("lets one of several racing compare-and-sets of a reservation win", async () => {
    const bucket = uniqueName("raced").toLowerCase();
    const holders = await Promise.all(cluster.urls.map(async (url) => Reservations.open(await open(3, url), bucket)));
    for (let round = 0; round < 20; round++) {
      const revision = (await holders[0]!.claim("place", `m${round}`, "joining"))!;
      const won = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          holders[index % holders.length]!.replace("place", `m${round}`, `dojo-${index}`, revision),
        ),
      );
      expect(won.filter((revision) => revision !== null)).toHaveLength(1);
    }
  }, 30_000);

  it("keeps taking writes on a three-copy stream with one node killed", async () => {
    const nats = await open(3);
    const events = new EventStore(nats);
    const name = uniqueName("SURVIVING");
    await events.ensureStream({ name, subjects: [`${name.toLowerCase()}.>`] });
    const subject = (id: string) => `${name.toLowerCase()}.member.${id}`;
    await events.append(subject("before"), [testEvent("A", "before")], 0);

    // The stream's leader, so that the remaining two must elect another one.
    const leader = (await nats.jsm.streams.info(name)).cluster?.leader;
    const killed = cluster.nodes.find((node) => node.name === leader) ?? cluster.nodes[0]!;
    await killed.kill();
    expect(killed.running).toBe(false);

    // A service starting now, with the full list, gets in through the nodes still up (waiting out
    // the election of a new leader), and its writes are taken.
    const survivor = new EventStore(await open(3));
    await survivor.ensureStream({ name, subjects: [`${name.toLowerCase()}.>`] });
    // A write meanwhile is refused at once (503, to be retried): the writes below come after it.
    await vi.waitFor(
      async () => {
        const leader = (await nats.jsm.streams.info(name)).cluster?.leader;
        if (!leader || leader === killed.name) throw new Error("no new leader yet");
      },
      { timeout: 15_000, interval: 200 },
    );
    const appended = [];
    for (let index = 0; index < 5; index++) {
      appended.push(await survivor.append(subject(`m${index}`), [testEvent("A", `m${index}`)], 0));
    }
    expect(appended.map((position) => position.sequence)).toEqual([2, 3, 4, 5, 6]);

    // Back on its old store and ports, it catches up as a replica.
    await killed.start();
    expect(killed.running).toBe(true);
    const caughtUp = await vi.waitFor(
      async () => {
        const info = await nats.jsm.streams.info(name);
        const replicas = info.cluster?.replicas ?? [];
        if (replicas.length !== 2 || !replicas.every((replica) => replica.current)) throw new Error("not current");
        return info;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(caughtUp.state.messages).toBe(6);
  }, 30_000);
});

describe.skipIf(!natsServerBinary())("a lone NATS server", () => {
  it("refuses a start with NATS_REPLICAS above 1, which it cannot keep", async () => {
    const lone = await startTestNats(natsServerBinary()!);
    try {
      await expect(connectNats(lone.url, "lone-test", { replicas: 3 })).rejects.toThrow(
        /NATS_REPLICAS=3 needs a NATS cluster/,
      );
      const nats = await connectNats(lone.url, "lone-test");
      await nats.connection.close();
    } finally {
      await lone.stop();
    }
  });
});
