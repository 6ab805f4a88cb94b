import { randomUUID } from "node:crypto";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { trainingEventSubject, type TrainingEventScheduled } from "@kumite/contracts/dojo/training-events";
import { EventStore, type NewEvent, type Position } from "@kumite/kit/event-store";
import { positionHeader } from "@kumite/kit/http";
import { connectNats } from "@kumite/kit/nats";
import { measure, type Row } from "./measure.ts";

// The training-events part of the dojo bench: a dojo with BENCH_EVENTS events (appended to the log
// directly, as the app runs, and projected live), its event list (the first page, 100 from a month
// ago) through the gateway at 10 connections (target p99 < 30 ms), and 50 members joining one
// event of 10 places at once (all answered, 10 in and 40 told it is full; its p99 reported).

export const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const PLACES = 10;
const HOUR_MS = 60 * 60 * 1000;

type Member = { id: string; cookie: string };

/** Appends `EVENTS` events of `dojoId`, one a day from tomorrow, organised by `organiserId`: where they landed. */
async function appendEvents(natsUrl: string, dojoId: string, organiserId: string): Promise<Position[]> {
  const nats = await connectNats(natsUrl, "bench-training-events");
  const events = new EventStore(nats);
  await events.ensureStream(DOJO_STREAM);
  const now = Date.now();
  const positions = await Promise.all(
    Array.from({ length: EVENTS }, (_, index) => {
      const eventId = randomUUID();
      const scheduled: TrainingEventScheduled = {
        eventId,
        dojoId,
        createdBy: organiserId,
        title: `Randori night ${index + 1}`,
        description: "Bring a gi",
        eventDate: new Date(now + (index + 1) * 24 * HOUR_MS).toISOString(),
        maxParticipants: PLACES,
        isDojoOnly: false,
      };
      const event: NewEvent = {
        id: randomUUID(),
        type: "TrainingEventScheduled",
        aggregateId: eventId,
        occurredAt: new Date(now).toISOString(),
        actorId: organiserId,
        data: scheduled,
      };
      return events.publish(trainingEventSubject(eventId), event);
    }),
  );
  await nats.connection.close();
  return positions;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

export async function benchTrainingEvents(options: {
  appUrl: string;
  natsUrl: string;
  dojoId: string;
  owner: Member;
  joiners: readonly Member[];
  connections: number;
  durationS: number;
}): Promise<{ rows: Row[]; participants: number; full: number }> {
  const { appUrl, natsUrl, dojoId, owner, joiners, connections, durationS } = options;
  const headers = (cookie: string) => ({ cookie, "content-type": "application/json" });
  const appended = await appendEvents(natsUrl, dojoId, owner.id);
  const listUrl = `${appUrl}/api/dojos/${dojoId}/events`;
  // Read with the appends' position: the service answers once it has projected them all.
  const settled = await fetch(listUrl, { headers: { ...headers(owner.cookie), ...positionHeader(...appended) } });
  if (!settled.ok) throw new Error(`the events list answered ${settled.status}: ${await settled.text()}`);

  const rows: Row[] = [
    await measure(`GET /api/dojos/{id}/events via gateway, ${EVENTS} events`, listUrl, {
      connections,
      seconds: durationS,
      cookie: owner.cookie,
    }),
  ];

  const created = await fetch(`${appUrl}/api/dojo-events`, {
    method: "POST",
    headers: headers(owner.cookie),
    body: JSON.stringify({
      title: "Bench open mat",
      description: "Ten places",
      eventDate: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      maxParticipants: PLACES,
      dojoId,
      isDojoOnly: false,
      createdBy: owner.id,
    }),
  });
  if (!created.ok) throw new Error(`scheduling answered ${created.status}: ${await created.text()}`);
  const eventId = ((await created.json()) as { id: string }).id;
  const joins = await Promise.all(
    joiners.map(async (joiner) => {
      const sent = performance.now();
      const reply = await fetch(`${appUrl}/api/dojo-events/${eventId}/join`, {
        method: "POST",
        headers: headers(joiner.cookie),
        body: JSON.stringify({ userId: joiner.id }),
      });
      const body = (await reply.json()) as { code?: string };
      return { status: reply.status, code: body.code, ms: performance.now() - sent };
    }),
  );
  const times = joins.map((join) => join.ms);
  const participants = joins.filter((join) => join.status === 200).length;
  const full = joins.filter((join) => join.code === "dojo-event.full").length;
  rows.push({
    route: `POST /api/dojo-events/{id}/join via gateway, ${joiners.length} members at once for ${PLACES} places`,
    "req/s": Math.round((joiners.length * 1000) / Math.max(...times)),
    "p50 ms": Math.round(percentile(times, 0.5)),
    "p99 ms": Math.round(percentile(times, 0.99)),
    failed: joiners.length - participants - full,
  });
  return { rows, participants, full };
}
