import pino from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { StoredEvent } from "../src/event-store.ts";
import { createMetrics } from "../src/metrics/registry.ts";
import type { EventsOf } from "../src/projection/define.ts";
import { defineReaction } from "../src/reaction/define.ts";
import { reactionFailures } from "../src/reaction/failures.ts";
import { ReactionRunner } from "../src/reaction/runner.ts";
import { testEvent, testStream, uniqueName, type TestStream } from "../src/testing/connections.ts";

// Reactions on a stream of the test's own: a belt exam passed makes a certificate to be printed.
// Each printing is recorded with the runner that did it, so an event handled twice, or by two
// runners, or never, shows.

type ExamEvent = { type: "ExamPassed"; data: { belt: string } } | { type: "ExamBooked"; data: { belt: string } };
type Printed = { id: string; runner: string };

let test: TestStream;
beforeEach(async () => {
  test = await testStream("REACT");
});
afterEach(async () => {
  await test.remove();
});

const logger = pino({ level: "silent" });
/** Appends a passed exam: its event id. */
async function pass(student: string): Promise<string> {
  const event = testEvent("ExamPassed", student, { belt: "blue" });
  await test.events.publish(test.subject("exam", student), event);
  return event.id;
}
const book = (student: string) =>
  test.events.publish(test.subject("exam", student), testEvent("ExamBooked", student, { belt: "blue" }));

/** A reaction that prints each passed exam into `printed`, after `print` (which may throw) runs. */
function certificates(
  printed: Printed[],
  runner: string,
  print: (event: StoredEvent) => Promise<void> = async () => {},
) {
  return defineReaction<EventsOf<ExamEvent>, { runner: string }>({
    name: "certificates",
    stream: test.name,
    on: {
      async ExamPassed(event, deps) {
        await print(event);
        printed.push({ id: event.id, runner: deps.runner });
      },
    },
  });
}

function runnerOf(
  reaction: ReturnType<typeof certificates>,
  durable: string,
  runner: string,
  metrics = createMetrics(),
) {
  return new ReactionRunner({
    nats: test.connections.nats,
    reaction,
    durable,
    deps: { runner },
    logger,
    failures: reactionFailures(metrics),
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the server still holds for the consumer: events not yet delivered, and delivered but not acknowledged. */
async function outstanding(durable: string) {
  const info = await test.connections.nats.jsm.consumers.info(test.name, durable);
  return { pending: info.num_pending, unacknowledged: info.num_ack_pending };
}

it("handles each event of its types once, from the stream's start, and acknowledges the others at once", async () => {
  const printed: Printed[] = [];
  const ana = await pass("ana");
  await book("ben");
  const durable = uniqueName("reaction");
  const runner = runnerOf(certificates(printed, "a"), durable, "a");
  await runner.start();
  try {
    // A command's several events come in one message, each to its handler.
    const cleo = testEvent("ExamPassed", "cleo", { belt: "blue" });
    await test.events.append(
      test.subject("exam", "cleo"),
      [testEvent("ExamBooked", "cleo", { belt: "blue" }), cleo, testEvent("ExamBooked", "cleo", { belt: "black" })],
      0,
    );
    await until(() => printed.length >= 2);
    await until(async () => (await outstanding(durable)).unacknowledged === 0);
    // Nothing more comes, however long one waits for a redelivery.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(printed.map((entry) => entry.id)).toEqual([ana, cleo.id]);
    expect(await outstanding(durable)).toEqual({ pending: 0, unacknowledged: 0 });
  } finally {
    await runner.stop();
  }
});

it("retries an event whose handler fails, later each time, until it succeeds, while the rest go on", async () => {
  const printed: Printed[] = [];
  const tries: Record<string, number[]> = {};
  const metrics = createMetrics();
  const reaction = certificates(printed, "a", async (event) => {
    (tries[event.aggregateId] ??= []).push(Date.now());
    if (event.aggregateId === "ana" && tries.ana!.length <= 3) throw new Error("printer jammed");
  });
  const durable = uniqueName("reaction");
  const runner = runnerOf(reaction, durable, "a", metrics);
  await runner.start();
  try {
    const ana = await pass("ana");
    const ben = await pass("ben");
    await until(() => printed.length === 2);
    expect(printed.map((entry) => entry.id)).toEqual([ben, ana]);
    expect(tries.ana).toHaveLength(4);
    expect(tries.ben).toHaveLength(1);
    // The waits between deliveries of the failing event grow (250 ms, 500 ms, 1 s).
    const waits = tries.ana!.slice(1).map((at, index) => at - tries.ana![index]!);
    expect(waits[0]!).toBeGreaterThanOrEqual(200);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
    await until(async () => (await outstanding(durable)).unacknowledged === 0);
    const failures = await metrics.registry.getSingleMetricAsString("kumite_reaction_failures_total");
    expect(failures).toContain('kumite_reaction_failures_total{reaction="certificates",event_type="ExamPassed"} 3');
  } finally {
    await runner.stop();
  }
});

it("shares one durable between two runners: every event handled, none by both", async () => {
  const printed: Printed[] = [];
  const durable = uniqueName("reaction");
  const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
  const first = runnerOf(certificates(printed, "first", slowly), durable, "first");
  const second = runnerOf(certificates(printed, "second", slowly), durable, "second");
  await Promise.all([first.start(), second.start()]);
  try {
    const students = Array.from({ length: 60 }, (_, index) => `student-${index}`);
    for (const student of students) await pass(student);
    await until(() => printed.length >= students.length);
    await until(async () => (await outstanding(durable)).unacknowledged === 0);
    const ids = printed.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(students.length);
    expect(ids).toHaveLength(students.length);
    expect(printed.some((entry) => entry.runner === "first")).toBe(true);
    expect(printed.some((entry) => entry.runner === "second")).toBe(true);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
});

it("stopped in the middle of the stream and started again, loses and doubles nothing, and waits for no ack timeout", async () => {
  const printed: Printed[] = [];
  const durable = uniqueName("reaction");
  const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
  const students = Array.from({ length: 80 }, (_, index) => `student-${index}`);
  for (const student of students.slice(0, 60)) await pass(student);

  const first = runnerOf(certificates(printed, "first", slowly), durable, "first");
  await first.start();
  await until(() => printed.length >= 10);
  await first.stop();
  const beforeRestart = printed.length;
  expect(beforeRestart).toBeLessThan(60);

  for (const student of students.slice(60)) await pass(student);
  const second = runnerOf(certificates(printed, "second", slowly), durable, "second");
  const restarted = Date.now();
  await second.start();
  try {
    await until(() => printed.length >= students.length);
    // Events fetched but not begun went back at once: none waited for the ack timeout (30 s).
    expect(Date.now() - restarted).toBeLessThan(10_000);
    await until(async () => (await outstanding(durable)).unacknowledged === 0);
    const ids = printed.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(students.length);
    expect(ids).toHaveLength(students.length);
    expect(printed.slice(beforeRestart).every((entry) => entry.runner === "second")).toBe(true);
  } finally {
    await second.stop();
  }
});
