import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { listenLive, block } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";

// What open browsers hear when a training event changes: the dojo's members, the event's
// participants and waitlist, and one who just left it; nobody else, and nobody blocked with the one
// who changed it.

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
  // Hints go out on the service's connection, the one listening here: once the flush is answered,
  // every hint published before it has arrived.
  const heardAfterFlush = async (members: TestMember[]) => {
    await dojo.deps.nats.connection.flush();
    return members.map((member) => live.of(member));
  };
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
    expect(await heardAfterFlush([ben!, outsider!])).toEqual([[], []]);

    live.forget();
    const waiting = await ben!.post(`/api/dojo-events/${eventId}/waitlist`, { userId: ben!.id });
    for (const member of [olga!, nia!, ana!, ben!]) await expect.poll(() => live.of(member)).toEqual([hintOf(waiting)]);
    expect(await heardAfterFlush([outsider!])).toEqual([[]]);

    live.forget();
    const left = await ana!.post(`/api/dojo-events/${eventId}/leave`, { userId: ana!.id });
    for (const member of [olga!, nia!, ana!, ben!]) await expect.poll(() => live.of(member)).toEqual([hintOf(left)]);
    expect(await heardAfterFlush([outsider!])).toEqual([[]]);

    // A call that changes nothing tells nobody.
    live.forget();
    await ben!.post(`/api/dojo-events/${eventId}/join`, { userId: ben!.id });
    await dojo.deps.nats.connection.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([olga!, nia!, ana!, ben!, outsider!].map((member) => live.of(member))).toEqual([[], [], [], [], []]);

    // One who left earlier is told no more of the event; the outsider, once in it, is.
    live.forget();
    const benLeft = await ben!.post(`/api/dojo-events/${eventId}/leave`, { userId: ben!.id });
    expect(benLeft.statusCode).toBe(200);
    for (const member of [olga!, nia!, ben!]) await expect.poll(() => live.of(member)).toEqual([hintOf(benLeft)]);
    expect(await heardAfterFlush([ana!, outsider!])).toEqual([[], []]);

    live.forget();
    const outsiderJoined = await outsider!.post(`/api/dojo-events/${eventId}/join`, { userId: outsider!.id });
    expect(outsiderJoined.statusCode).toBe(200);
    for (const member of [olga!, nia!, outsider!]) {
      await expect.poll(() => live.of(member)).toEqual([hintOf(outsiderJoined)]);
    }
    expect(await heardAfterFlush([ana!, ben!])).toEqual([[], []]);
  } finally {
    live.stop();
  }
});

it("keeps a member's act from one blocked with them, while a bystander in the same event hears it", async () => {
  const [olga, nia, wes, ana] = await Promise.all(Array.from({ length: 4 }, () => dojo.member()));
  const dojoId: string = (
    await olga!.post("/api/dojos", {
      name: "Sambo Faro",
      description: "Throws",
      location: "Faro",
      martialArts: ["Sambo"],
    })
  ).json().id;
  for (const member of [nia!, wes!]) await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
  const eventId: string = (
    await olga!.post("/api/dojo-events", {
      title: "Seminar",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      dojoId,
      createdBy: olga!.id,
    })
  ).json().id;
  const live = await listen([olga!, nia!, wes!, ana!]);
  const hintOf = (reply: { headers: Record<string, unknown> }) => ({
    type: "dojo_event",
    eventId,
    dojoId,
    position: reply.headers[POSITION_HEADER],
  });
  const heardAfterFlush = async (members: TestMember[]) => {
    await dojo.deps.nats.connection.flush();
    return members.map((member) => live.of(member));
  };
  try {
    await block(dojo, nia!.id, ana!.id);

    // Another's act reaches the blocker: their subscription hears.
    live.forget();
    const wesJoined = await wes!.post(`/api/dojo-events/${eventId}/join`, { userId: wes!.id });
    expect(wesJoined.statusCode).toBe(200);
    for (const member of [olga!, nia!, wes!]) await expect.poll(() => live.of(member)).toEqual([hintOf(wesJoined)]);

    // The blocked member joins: the bystander and the organiser hear it, the blocker does not.
    live.forget();
    const anaJoined = await ana!.post(`/api/dojo-events/${eventId}/join`, { userId: ana!.id });
    expect(anaJoined.statusCode).toBe(200);
    for (const member of [olga!, wes!, ana!]) await expect.poll(() => live.of(member)).toEqual([hintOf(anaJoined)]);
    expect(await heardAfterFlush([nia!])).toEqual([[]]);

    // And the other way: the blocker joins, and the blocked participant hears nothing of it.
    live.forget();
    const niaJoined = await nia!.post(`/api/dojo-events/${eventId}/join`, { userId: nia!.id });
    expect(niaJoined.statusCode).toBe(200);
    for (const member of [olga!, nia!, wes!]) await expect.poll(() => live.of(member)).toEqual([hintOf(niaJoined)]);
    expect(await heardAfterFlush([ana!])).toEqual([[]]);
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
