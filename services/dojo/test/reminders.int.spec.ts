import { afterEach, describe, expect, it } from "vitest";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { EVENT_REMINDERS, trainingEventSubject } from "@kumite/contracts/dojo/training-events";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { sendDueReminders } from "../src/handlers/reminders.ts";
import { dojoService } from "../src/service.ts";

// A training event's reminders go out exactly once each: with two instances of dojo on the same
// log, with dojo restarted at the moment one is due, and with instances racing to send it.

const PASS_MS = 50;
type Dojo = TestService<typeof dojoService>;

const started: Dojo[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()));
});

/** A dojo instance sweeping every PASS_MS, sharing the lease `lease` with the others of the test. */
async function dojoInstance(lease: string, definition = dojoService): Promise<Dojo> {
  const service = await startTestService(definition, {
    env: { DOJO_REMINDER_INTERVAL_MS: String(PASS_MS), DOJO_REMINDER_LEASE: lease },
  });
  started.push(service);
  return service;
}

/** Schedules an event starting at `eventDate`, ben taking part; returns its id and ben's. */
async function eventWithParticipant(dojo: Dojo, eventDate: Date) {
  const [organiser, ben] = [newId(), newId()];
  const eventId = newId();
  const events = dojo.deps.aggregates.trainingEvents;
  const details = { title: "Kata night", description: "", maxParticipants: 10, isDojoOnly: false };
  await events.handle(
    eventId,
    { type: "Schedule", data: { ...details, eventDate: eventDate.toISOString(), dojoId: newId() } },
    organiser,
  );
  await events.handle(eventId, { type: "Join", data: {} }, ben);
  return { eventId, ben };
}

/** The reminders in the event's log, as `<reminder>:<participants>`. */
async function remindersSent(dojo: Dojo, eventId: string): Promise<string[]> {
  const events = await dojo.deps.events.load(DOJO_STREAM.name, trainingEventSubject(eventId));
  return events.flatMap((event) => {
    if (event.type !== "EventReminderSent") return [];
    const { reminder, participants } = event.data as { reminder: string; participants: string[] };
    return [`${reminder}:${participants.join(",")}`];
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, PASS_MS));
  }
}
const passes = (count: number) => new Promise((resolve) => setTimeout(resolve, count * PASS_MS));

/** The date of an event whose 24-hour reminder falls due in `ms`. */
const dueInMs = (ms: number) => new Date(Date.now() + EVENT_REMINDERS["24h"] + ms);

describe("a training event's reminders", () => {
  it("go out once though two instances of dojo run", async () => {
    const lease = `reminders-${newId()}`;
    const [first, second] = await Promise.all([dojoInstance(lease), dojoInstance(lease)]);
    const { eventId, ben } = await eventWithParticipant(first, dueInMs(1500));
    expect(await remindersSent(first, eventId)).toEqual([]);

    await until(async () => (await remindersSent(first, eventId)).length > 0);
    await passes(20);
    expect(await remindersSent(second, eventId)).toEqual([`24h:${ben}`]);
  }, 30_000);

  it("go out once when dojo restarts at the moment one is due", async () => {
    const lease = `reminders-${newId()}`;
    const first = await dojoInstance(lease);
    const eventDate = dueInMs(1000);
    const { eventId, ben } = await eventWithParticipant(first, eventDate);
    // Stopped as the reminder falls due: it may or may not have gone out.
    await new Promise((resolve) => setTimeout(resolve, eventDate.getTime() - EVENT_REMINDERS["24h"] - Date.now()));
    await first.close();
    started.splice(started.indexOf(first), 1);

    const second = await dojoInstance(lease);
    await until(async () => (await remindersSent(second, eventId)).length > 0);
    await passes(20);
    expect(await remindersSent(second, eventId)).toEqual([`24h:${ben}`]);
  }, 30_000);

  it("go out once though instances race to send the same one, with the 1-hour one left for its time", async () => {
    const quiet = { ...dojoService, jobs: [] };
    const lease = `reminders-${newId()}`;
    const [first, second] = await Promise.all([dojoInstance(lease, quiet), dojoInstance(lease, quiet)]);
    const eventDate = new Date(Date.now() + 2 * EVENT_REMINDERS["24h"]);
    const { eventId, ben } = await eventWithParticipant(first, eventDate);
    // Both clocks at the 24-hour reminder's time; both instances' read models know the event.
    const due = new Date(eventDate.getTime() - EVENT_REMINDERS["24h"] + 60_000);
    for (const dojo of [first, second]) dojo.deps.clock = () => due;
    await until(async () => (await second.deps.store.collection("event_reminders").find({ eventId })).length === 2);

    // Other events of the shared log may be due at that clock too: only this one's log is counted.
    await Promise.all(Array.from({ length: 6 }, (_, index) => sendDueReminders(index % 2 ? first.deps : second.deps)));
    expect(await remindersSent(first, eventId)).toEqual([`24h:${ben}`]);
  }, 30_000);
});
