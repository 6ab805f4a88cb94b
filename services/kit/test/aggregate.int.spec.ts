import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Aggregate, CHANGED_MEANWHILE, type AggregateDefinition } from "../src/aggregate.ts";
import type { Command, Decider, DomainEvent } from "../src/decider.ts";
import { Conflict, DomainError, Forbidden } from "../src/errors.ts";
import { ConcurrencyConflict, EventStore, type NewEvent, type Position } from "../src/event-store.ts";
import { newId, withSeededIds } from "../src/ids.ts";
import { testStream, type TestStream, testNatsUrl } from "../src/testing/connections.ts";
import { EVENTS_PER_COMMAND } from "./fixtures/five-event-commands.ts";

// The command path on a real log: stamp, load and fold (cached), decide, append expecting the
// version, retry a conflict with jittered back-off, settle, answer.

// A counter with a ceiling and a floor: a rule that only holds if every decision saw the latest state.
type Counted = { type: "Counted"; data: { by: number } };
type Count = Command<"Count", { by: number; max: number }>;
type Uncount = Command<"Uncount", { by: number }>;
/** One command, two events: the second must never be in the log without the first, nor the first without the second. */
type CountTwice = Command<"CountTwice", { by: number }>;
type CounterCommand = Count | Uncount | CountTwice;

const counter: Decider<number, CounterCommand, Counted> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    switch (command.type) {
      case "Count":
        if (command.data.by === 0) return [];
        if (total + command.data.by > command.data.max) throw new Forbidden("over the maximum");
        return [{ type: "Counted", data: { by: command.data.by } }];
      case "Uncount":
        if (total - command.data.by < 0) throw new Forbidden("below zero");
        return [{ type: "Counted", data: { by: -command.data.by } }];
      case "CountTwice":
        return [
          { type: "Counted", data: { by: command.data.by } },
          { type: "Counted", data: { by: command.data.by } },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
const count = (by: number, max = 100) => ({ type: "Count" as const, data: { by, max } });

// A seminar with ten places: each member joins once (joining again changes nothing) and may leave;
// the eleventh is told there is no place left.
const PLACES = 10;
class NoPlacesLeft extends DomainError {
  readonly kind = "conflict";
}
type MemberJoined = { type: "MemberJoined"; data: { memberId: string; at: string } };
type MemberLeft = { type: "MemberLeft"; data: { memberId: string } };
type SeminarEvent = MemberJoined | MemberLeft;
type Join = Command<"Join", Record<string, never>>;
type Leave = Command<"Leave", Record<string, never>>;
const seminar: Decider<string[], Join | Leave, SeminarEvent> = {
  initialState: [],
  evolve: (members, event) =>
    event.type === "MemberJoined"
      ? [...members, event.data.memberId]
      : members.filter((member) => member !== event.data.memberId),
  decide: (command, members) => {
    const memberId = command.metadata.actorId!;
    switch (command.type) {
      case "Join":
        if (members.includes(memberId)) return [];
        if (members.length >= PLACES) throw new NoPlacesLeft("No places left");
        return [{ type: "MemberJoined", data: { memberId, at: command.metadata.now.toISOString() } }];
      case "Leave":
        if (!members.includes(memberId)) return [];
        return [{ type: "MemberLeft", data: { memberId } }];
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
const join = { type: "Join" as const, data: {} };
const leave = { type: "Leave" as const, data: {} };

const NOW = new Date("2026-11-20T09:00:00.000Z");
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("aggregate", () => {
  let test: TestStream;
  let events: EventStore;
  let stream: string;

  beforeAll(async () => {
    test = await testStream("AGG");
    ({ events, name: stream } = test);
  });
  afterAll(() => test.remove());

  function definition<State, C extends Command, Event extends DomainEvent>(
    aggregate: string,
    decider: Decider<State, C, Event>,
  ): AggregateDefinition<State, C, Event> {
    return {
      stream: { name: stream, subjects: [`${stream.toLowerCase()}.>`] },
      subject: (id) => test.subject(aggregate, id),
      decider,
    };
  }
  /** One process's Aggregate (with its own cache); `settled` lists the positions settle was called with, once it resolved. */
  function instance<State, C extends Command, Event extends DomainEvent>(
    aggregate: string,
    decider: Decider<State, C, Event>,
    store: EventStore = events,
  ) {
    const settled: Position[] = [];
    const settle = async (position: Position) => {
      await delay(Math.random() * 10);
      settled.push(position);
    };
    return { aggregate: new Aggregate(definition(aggregate, decider), store, { settle, clock: () => NOW }), settled };
  }
  const logOf = (aggregate: string, id: string) => events.load(stream, test.subject(aggregate, id));

  it("stamps the command once, derives the event envelope from it, and settles before answering", async () => {
    const seen: Array<Join | Leave> = [];
    const watched: typeof seminar = {
      ...seminar,
      decide: (command, state) => (seen.push(command), seminar.decide(command, state)),
    };
    const { aggregate, settled } = instance("seminar", watched);
    const id = newId();

    const result = await aggregate.handle(id, join, "member-1");

    expect(seen).toHaveLength(1);
    const { metadata } = seen[0]!;
    expect(metadata).toEqual({ aggregateId: id, actorId: "member-1", now: NOW, commandId: expect.any(String) });
    const envelope = {
      id: metadata.commandId,
      type: "MemberJoined",
      aggregateId: id,
      occurredAt: NOW.toISOString(),
      actorId: "member-1",
    };
    expect(result.events).toEqual([{ ...envelope, data: { memberId: "member-1", at: NOW.toISOString() } }]);
    const stored = await logOf("seminar", id);
    expect(stored).toMatchObject([{ ...envelope, sequence: result.position.sequence }]);
    expect(result.position).toEqual({ stream, sequence: stored[0]!.sequence });
    expect(settled).toEqual([result.position]);
    expect(await aggregate.state(id)).toEqual(["member-1"]);
  });

  it("answers a retried request that its own stored first attempt now refuses with that attempt's events", async () => {
    const id = newId();
    const seed = `retry-${id}`;
    const first = await withSeededIds(seed, () =>
      instance("counter", counter).aggregate.handle(id, count(5, 5), "member-1"),
    );
    // Another instance, as after a crash that lost the reply: the state the first attempt made refuses the retry.
    const { aggregate, settled } = instance("counter", counter);
    const retried = await withSeededIds(seed, () => aggregate.handle(id, count(5, 5), "member-1"));
    expect(retried).toEqual({
      events: first.events.map((event) => expect.objectContaining(event)),
      position: first.position,
    });
    expect(settled).toEqual([first.position]);
    expect(await logOf("counter", id)).toHaveLength(1);
    // A new request (another key, or none) is refused as usual.
    await expect(withSeededIds(`other-${id}`, () => aggregate.handle(id, count(5, 5), "member-1"))).rejects.toThrow(
      "over the maximum",
    );
    await expect(aggregate.handle(id, count(5, 5), "member-1")).rejects.toThrow(Forbidden);
  });

  it("answers a no-op with no events and the aggregate's current version", async () => {
    const { aggregate, settled } = instance("counter", counter);
    const id = newId();
    const { position } = await aggregate.handle(id, count(3), "tester");
    const noop = await aggregate.handle(id, count(0), "tester");
    expect(noop).toEqual({ events: [], position });
    const fresh = instance("counter", counter);
    expect(await fresh.aggregate.handle(id, count(0), "tester")).toEqual({ events: [], position });
    expect(settled).toEqual([position]);
  });

  it("retries a command whose cached state went stale, deciding on the fresh state", async () => {
    const id = newId();
    const a = instance("counter", counter).aggregate;
    const b = instance("counter", counter).aggregate;
    await a.handle(id, count(3, 10), "a");
    expect(await b.state(id)).toBe(3); // B caches total 3
    await a.handle(id, count(5, 10), "a"); // total 8: B's cache is stale
    // On its cache B would allow 3 + 4; the append conflicts, and on the fresh 8 it may not.
    await expect(b.handle(id, count(4, 10), "b")).rejects.toThrow(new Forbidden("over the maximum"));
    const result = await b.handle(id, count(2, 10), "b");
    expect(result.position.sequence).toBe((await logOf("counter", id)).at(-1)!.sequence);
    expect(await b.state(id)).toBe(10);
    expect((await logOf("counter", id)).map((event) => event.data)).toEqual([{ by: 3 }, { by: 5 }, { by: 2 }]);
  });

  it("does not refuse a command on a stale cache when the fresh state allows it", async () => {
    const id = newId();
    const a = instance("counter", counter).aggregate;
    const b = instance("counter", counter).aggregate;
    await a.handle(id, count(3, 10), "a");
    expect(await b.state(id)).toBe(3); // B caches total 3
    await a.handle(id, { type: "Uncount", data: { by: 3 } }, "a"); // total 0: B's cache is stale
    // On its cache B would refuse 3 + 8 > 10; the total is 0.
    const result = await b.handle(id, count(8, 10), "b");
    expect(result.events).toHaveLength(1);
    expect(await b.state(id)).toBe(8);
  });

  // Two instances of a service (or any other writer) make a cache stale: B remembers member-1 in
  // the seminar, member-1 left through A, and joining again through B must not be a no-op.
  it("does not answer a no-op on a stale cache when the fresh state calls for events", async () => {
    const id = newId();
    const a = instance("seminar", seminar).aggregate;
    const b = instance("seminar", seminar).aggregate;
    await a.handle(id, join, "member-1");
    expect(await b.state(id)).toEqual(["member-1"]); // B caches member-1 in
    await a.handle(id, leave, "member-1"); // member-1 is out: B's cache is stale
    const result = await b.handle(id, join, "member-1");
    expect(result.events).toHaveLength(1);
    expect(await b.state(id)).toEqual(["member-1"]);
  });

  it("does not answer a no-op from a history the log delivered cut short", async () => {
    const id = newId();
    const a = instance("seminar", seminar).aggregate;
    await a.handle(id, join, "member-1");
    await a.handle(id, leave, "member-1");
    // Its first load misses the latest event, as a delivery held up on a loaded machine would.
    let cutShort = true;
    const shortOnce = Object.create(events) as EventStore;
    shortOnce.load = async (...args) => {
      const history = await events.load(...args);
      if (!cutShort || history.length === 0) return history;
      cutShort = false;
      return history.slice(0, -1);
    };
    const b = instance("seminar", seminar, shortOnce).aggregate;
    const result = await b.handle(id, join, "member-1");
    expect(result.events).toHaveLength(1);
    expect(await logOf("seminar", id)).toHaveLength(3);
  });

  it("decides on the real state when an aggregate expected to be new already exists", async () => {
    const id = newId();
    await instance("counter", counter).aggregate.handle(id, count(7, 10), "tester");
    const fresh = instance("counter", counter).aggregate;
    await expect(fresh.handle(id, count(7, 10), "tester", { expectNew: true })).rejects.toThrow(
      new Forbidden("over the maximum"),
    );
    expect(await fresh.state(id)).toBe(7);
    expect(await logOf("counter", id)).toHaveLength(1);
  });

  it("applies all of 20 concurrent commands on one aggregate, none answered with a conflict, each settled first", async () => {
    const id = newId();
    const seen: CounterCommand[] = [];
    const watched: typeof counter = {
      ...counter,
      decide: (command, state) => (seen.push(command), counter.decide(command, state)),
    };
    const { aggregate, settled } = instance("counter", watched);
    const settledOnReturn: boolean[] = [];

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, async (_, index) => {
        const result = await aggregate.handle(id, count(1, 20), `writer-${index}`);
        settledOnReturn.push(settled.some((position) => position.sequence === result.position.sequence));
        return result;
      }),
    );

    const failures = results
      .filter((result) => result.status === "rejected")
      .map((result) => (result as PromiseRejectedResult).reason);
    expect(failures).toEqual([]);
    const handled = results.map(
      (result) => (result as PromiseFulfilledResult<Awaited<ReturnType<typeof aggregate.handle>>>).value,
    );
    const log = await logOf("counter", id);
    expect(log).toHaveLength(20);
    expect(await instance("counter", counter).aggregate.state(id)).toBe(20);
    // Each command landed once, at its own position, and was settled before handle returned.
    expect(handled.map((result) => result.position.sequence).sort((x, y) => x - y)).toEqual(
      log.map((event) => event.sequence),
    );
    expect(new Set(log.map((event) => event.id)).size).toBe(20);
    expect(handled.flatMap((result) => result.events.map((event) => event.id)).sort()).toEqual(
      log.map((event) => event.id).sort(),
    );
    expect(settledOnReturn).toEqual(Array.from({ length: 20 }, () => true));
    expect(settled).toHaveLength(20);
    // They did race: some decided more than once, and a retry keeps the command's stamp.
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen.map((command) => command.metadata.commandId)).size).toBe(20);
    // The rule still holds at the ceiling.
    await expect(aggregate.handle(id, count(1, 20), "one-too-many")).rejects.toThrow(new Forbidden("over the maximum"));
  });

  it("gives exactly ten of fifty racing members a place and tells the other forty there is none", async () => {
    const id = newId();
    const { aggregate } = instance("seminar", seminar);
    const members = Array.from({ length: 50 }, (_, index) => `member-${index}`);

    const results = await Promise.allSettled(members.map((member) => aggregate.handle(id, join, member)));

    const joined = results.filter((result) => result.status === "fulfilled");
    const refused = results
      .filter((result) => result.status === "rejected")
      .map((result) => (result as PromiseRejectedResult).reason);
    expect(joined).toHaveLength(PLACES);
    expect(refused).toHaveLength(50 - PLACES);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(NoPlacesLeft);
      expect(reason).not.toBeInstanceOf(Conflict);
    }
    const log = await logOf("seminar", id);
    expect(log).toHaveLength(PLACES);
    const inLog = log.map((event) => (event.data as MemberJoined["data"]).memberId);
    expect(new Set(inLog).size).toBe(PLACES);
    const winners = members.filter((_, index) => results[index]!.status === "fulfilled");
    expect([...inLog].sort()).toEqual([...winners].sort());
  });

  it("gives up with CHANGED_MEANWHILE after about three seconds of conflicts, waiting a jittered back-off between attempts", async () => {
    class AlwaysBehind extends EventStore {
      readonly attempts: number[] = [];
      override async append(subject: string): Promise<Position> {
        this.attempts.push(performance.now());
        throw new ConcurrencyConflict(subject);
      }
    }
    const store = new AlwaysBehind(test.connections.nats);
    const { aggregate, settled } = instance("counter", counter, store);
    const started = Date.now();
    const error: unknown = await aggregate.handle(newId(), count(1), "tester").catch((thrown: unknown) => thrown);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).message).toBe(CHANGED_MEANWHILE);
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(4500);
    // Backed off rather than hammering the log, yet kept trying.
    expect(store.attempts.length).toBeGreaterThan(5);
    expect(store.attempts.length).toBeLessThan(300);
    // With full jitter, waits once the back-off reached its 250 ms cap still spread from ~0 to 250 ms
    // (without it they would all be 250 ms and racing writers would collide again in step).
    const waits = store.attempts.slice(1).map((at, index) => at - store.attempts[index]!);
    const capped = waits.slice(6);
    expect(capped.length).toBeGreaterThan(5);
    expect(capped.some((wait) => wait < 150)).toBe(true);
    expect(Math.max(...capped) - Math.min(...capped)).toBeGreaterThan(50);
    expect(settled).toEqual([]);
  });

  it("stores all of a command's events or none when another writer lands between its load and its append", async () => {
    const foreign = (aggregateId: string): NewEvent => ({
      id: newId(),
      type: "Counted",
      aggregateId,
      occurredAt: NOW.toISOString(),
      actorId: "other",
      data: { by: 100 },
    });
    /** The real log, with another writer getting in just before the first multi-event append. */
    class Overtaken extends EventStore {
      private done = false;
      override async append(subject: string, batch: readonly NewEvent[], expectedVersion: number): Promise<Position> {
        if (!this.done && batch.length > 1) {
          this.done = true;
          await super.append(subject, [foreign(batch[0]!.aggregateId)], expectedVersion);
        }
        return super.append(subject, batch, expectedVersion);
      }
    }
    const id = newId();
    const { aggregate } = instance("counter", counter, new Overtaken(test.connections.nats));

    const handled = await aggregate.handle(id, { type: "CountTwice", data: { by: 1 } }, "tester");

    const log = await logOf("counter", id);
    expect(log.map((event) => event.actorId)).toEqual(["other", "tester", "tester"]);
    const own = log.filter((event) => event.actorId === "tester");
    expect(own.map((event) => event.id)).toEqual(handled.events.map((event) => event.id));
    expect(own.map((event) => event.sequence)).toEqual([handled.position.sequence, handled.position.sequence]);
  });

  it("never leaves half of a command's events in the log when its process is killed at any moment", async () => {
    const fixture = fileURLToPath(new URL("./fixtures/five-event-commands.ts", import.meta.url));
    const kill = async (round: number) => {
      const child = spawn(process.execPath, ["--import", "tsx", fixture, testNatsUrl(), stream], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let stored = 0;
      child.stdout.on("data", (chunk: Buffer) => (stored += chunk.toString().split("\n").length - 1));
      await expect.poll(() => stored, { timeout: 20_000, interval: 5 }).toBeGreaterThan(2);
      // Anywhere within a few commands' time: most often while one is being appended.
      await delay(round % 4);
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      return stored;
    };
    let acknowledged = 0;
    for (let round = 0; round < 8; round++) acknowledged += await kill(round);

    const info = await test.connections.nats.jsm.streams.info(stream, {
      subjects_filter: `${stream.toLowerCase()}.student.>`,
    });
    const subjects = Object.keys(info.state.subjects ?? {});
    expect(subjects.length).toBeGreaterThanOrEqual(acknowledged);
    for (const subject of subjects) {
      const log = await events.load(stream, subject);
      expect({ subject, events: log.length }).toEqual({ subject, events: EVENTS_PER_COMMAND });
    }
  }, 60_000);
});
