import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { listenLive } from "@kumite/kit/testing/live-hints";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/service-harness";
import { dojoService } from "../src/service.ts";

// What open browsers hear when a training event changes: the dojo's members, the event's
// participants and waitlist, and one who just left it; nobody else.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const listen = (members: TestMember[]) => listenLive(dojo.deps.nats, members);

it("tells the dojo's members, the participants, the waiting and one who left that an event changed", async () => {
  const [olga, nia, ana, ben, outsider] = await Promise.all(Array.from({ length: 5 }, () => dojo.member()));
  const dojoId: string = (
    await olga!.post("/api/dojos", {
      name: "Judo Porto",
      description: "Randori",
      location: "Porto",
      martialArts: ["Judo"],
    })
  ).json().id;
  await nia!.post(`/api/dojos/${dojoId}/join`, { userId: nia!.id });
  const eventId: string = (
    await olga!.post("/api/dojo-events", {
      title: "Open mat",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      maxParticipants: 1,
      dojoId,
      createdBy: olga!.id,
    })
  ).json().id;
  const live = await listen([olga!, nia!, ana!, ben!, outsider!]);
  const hintOf = (reply: { headers: Record<string, unknown> }) => ({
    type: "dojo_event",
    eventId,
    dojoId,
    position: reply.headers[POSITION_HEADER],
  });
  try {
    const joined = await ana!.post(`/api/dojo-events/${eventId}/join`, { userId: ana!.id });
    expect(hintOf(joined).position).toMatch(/^DOJO:\d+$/);
    for (const member of [olga!, nia!, ana!]) await expect.poll(() => live.of(member)).toEqual([hintOf(joined)]);

    live.forget();
    const waiting = await ben!.post(`/api/dojo-events/${eventId}/waitlist`, { userId: ben!.id });
    for (const member of [olga!, nia!, ana!, ben!]) await expect.poll(() => live.of(member)).toEqual([hintOf(waiting)]);

    live.forget();
    const left = await ana!.post(`/api/dojo-events/${eventId}/leave`, { userId: ana!.id });
    for (const member of [olga!, nia!, ana!, ben!]) await expect.poll(() => live.of(member)).toEqual([hintOf(left)]);

    // A call that changes nothing tells nobody, and an outsider hears nothing of the event.
    live.forget();
    await ben!.post(`/api/dojo-events/${eventId}/join`, { userId: ben!.id });
    await dojo.deps.nats.connection.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([olga!, nia!, ana!, ben!].map((member) => live.of(member))).toEqual([[], [], [], []]);
    expect(live.of(outsider!)).toEqual([]);
  } finally {
    live.stop();
  }
});

it("rings an invitee's bell, once, though they are not in the event", async () => {
  const [olga, nia] = await Promise.all([dojo.member(), dojo.member()]);
  const dojoId: string = (
    await olga!.post("/api/dojos", {
      name: "Kata Club",
      description: "Kata",
      location: "Braga",
      martialArts: ["Karate"],
    })
  ).json().id;
  await nia!.post(`/api/dojos/${dojoId}/join`, { userId: nia!.id });
  const eventId: string = (
    await olga!.post("/api/dojo-events", {
      title: "Kata night",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      dojoId,
      createdBy: olga!.id,
    })
  ).json().id;
  const live = await listen([nia!]);

  const invited = await olga!.post(`/api/dojo-events/${eventId}/invite`, { userId: nia!.id });
  expect(invited.statusCode).toBe(201);
  await olga!.post(`/api/dojo-events/${eventId}/invite`, { userId: nia!.id });
  await dojo.deps.nats.connection.flush();

  await expect
    .poll(() => live.of(nia!))
    .toEqual([
      {
        type: "notification",
        notificationId: `event_invite-${eventId}-${nia!.id}`,
        position: invited.headers[POSITION_HEADER],
      },
    ]);
  live.stop();
});
