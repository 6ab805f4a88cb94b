import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { DAY_MS } from "@kumite/contracts/time";
import { connect } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { profile, rosterOf } from "./dojo-roster.ts";

// Every call on a dojo's training events, tried by every kind of actor: signed out, a member of
// no dojo, and the dojo's new blood, warrior, elder, leader and owner. Then the capacity under
// fifty members asking at once.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});
afterEach(() => {
  dojo.deps.clock = () => new Date();
});

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const roster = () => rosterOf(dojo);

const schedule = (actor: TestMember, dojoId: string, extra: Record<string, unknown> = {}) =>
  actor.post("/api/dojo-events", {
    title: "Open mat",
    description: "Bring a gi",
    eventDate: inDays(7),
    maxParticipants: 2,
    dojoId,
    isDojoOnly: false,
    createdBy: actor.id,
    ...extra,
  });
const eventOf = async (actor: TestMember, dojoId: string, extra: Record<string, unknown> = {}): Promise<string> => {
  const reply = await schedule(actor, dojoId, extra);
  expect(reply.statusCode).toBe(201);
  return reply.json().id;
};
const act = (actor: TestMember, eventId: string, path: "join" | "waitlist" | "leave") =>
  actor.post(`/api/dojo-events/${eventId}/${path}`, { userId: actor.id });
const idsOf = (events: TrainingEventView[]) => events.map((event) => event.id);

describe("scheduling", () => {
  it("is for the dojo's elders, leaders and owner, for a time to come, within 1 to 100 places", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    const created = await schedule(eli, dojoId, { maxParticipants: 12, isDojoOnly: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Open mat",
      description: "Bring a gi",
      maxParticipants: 12,
      currentParticipants: 0,
      dojoId,
      dojo: { name: "Judo Porto" },
      isDojoOnly: true,
      createdBy: eli.id,
      creator: { displayName: eli.displayName, username: eli.username },
      participants: [],
      waitlistCount: 0,
      cancelled: false,
      viewer: { past: false, full: false, joined: false, organizer: true, waitlistPosition: null },
    });
    expect((await schedule(lea, dojoId)).statusCode).toBe(201);
    expect((await schedule(olga, dojoId)).statusCode).toBe(201);
    for (const refused of [wes, nia, stranger]) {
      const reply = await schedule(refused, dojoId);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({
        message: "Only Elders and Leaders can create events",
        code: "dojo-event.create-forbidden",
      });
    }
    expect((await schedule(eli, dojoId, { createdBy: olga.id })).statusCode).toBe(403);
    const past = await schedule(eli, dojoId, { eventDate: inDays(-1) });
    expect([past.statusCode, past.json().code]).toEqual([400, "dojo-event.date-past"]);
    expect((await schedule(eli, dojoId, { maxParticipants: 101 })).statusCode).toBe(400);
    expect((await schedule(eli, dojoId, { maxParticipants: 0 })).statusCode).toBe(400);
    expect((await schedule(eli, dojoId, { title: "   " })).statusCode).toBe(400);
    expect((await schedule(eli, "no-such-dojo")).statusCode).toBe(404);
    const defaulted = await eli.post("/api/dojo-events", {
      title: "Drills",
      eventDate: inDays(3),
      dojoId,
      createdBy: eli.id,
    });
    expect(defaulted.json()).toMatchObject({ maxParticipants: 10, isDojoOnly: false, description: "" });
    expect(
      (await dojo.signedOut.post("/api/dojo-events", { title: "x", eventDate: inDays(1), dojoId, createdBy: "x" }))
        .statusCode,
    ).toBe(401);
  });
});

describe("who sees an event", () => {
  it("shows a dojo-only event to its warriors and up and its owner only; an open one to every member", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    const open = await eventOf(eli, dojoId, { eventDate: inDays(5) });
    const closed = await eventOf(eli, dojoId, { eventDate: inDays(2), isDojoOnly: true });
    for (const insider of [olga, lea, eli, wes]) {
      expect((await insider.get(`/api/dojo-events/${closed}`)).statusCode).toBe(200);
      expect(idsOf((await insider.get(`/api/dojos/${dojoId}/events`)).json())).toEqual([closed, open]);
    }
    for (const outsider of [nia, stranger]) {
      const hidden = await outsider.get(`/api/dojo-events/${closed}`);
      expect([hidden.statusCode, hidden.json().code]).toEqual([404, "dojo-event.not-found"]);
      expect((await outsider.get(`/api/dojo-events/${open}`)).statusCode).toBe(200);
      expect(idsOf((await outsider.get(`/api/dojos/${dojoId}/events`)).json())).toEqual([open]);
      expect((await act(outsider, closed, "join")).statusCode).toBe(404);
      expect((await act(outsider, closed, "waitlist")).statusCode).toBe(404);
    }
    expect((await act(wes, closed, "join")).json().viewer.joined).toBe(true);
    expect((await dojo.signedOut.get(`/api/dojo-events/${open}`)).statusCode).toBe(401);
    expect((await dojo.signedOut.get(`/api/dojos/${dojoId}/events`)).statusCode).toBe(401);
    expect((await stranger.get(`/api/dojos/no-such-dojo/events`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/dojo-events/no-such-event`)).statusCode).toBe(404);
  });

  it("lists the member's next events: joined or waiting first, then their dojo's, the earliest first", async () => {
    const { dojoId, eli, wes, nia, stranger } = await roster();
    const later = await eventOf(eli, dojoId, { eventDate: inDays(9) });
    const sooner = await eventOf(eli, dojoId, { eventDate: inDays(4), isDojoOnly: true });
    const [otherOwner] = await Promise.all([dojo.member()]);
    const otherDojo: string = (await otherOwner!.post("/api/dojos", { ...profile, name: "Elsewhere" })).json().id;
    const elsewhere = await eventOf(otherOwner!, otherDojo, { eventDate: inDays(1) });
    await act(wes, elsewhere, "join");
    expect(idsOf((await wes.get("/api/dojo-events/mine")).json())).toEqual([elsewhere, sooner, later]);
    expect(idsOf((await nia.get("/api/dojo-events/mine")).json())).toEqual([later]);
    expect((await stranger.get("/api/dojo-events/mine")).json()).toEqual([]);
    await act(stranger, later, "join");
    expect(idsOf((await stranger.get("/api/dojo-events/mine")).json())).toEqual([later]);
    expect((await dojo.signedOut.get("/api/dojo-events/mine")).statusCode).toBe(401);
  });
});

describe("places", () => {
  it("are taken up to the maximum; then 'full', or the waitlist, which a leave moves on", async () => {
    const { dojoId, olga, eli, wes, nia, stranger, lea } = await roster();
    const eventId = await eventOf(eli, dojoId, { maxParticipants: 2 });
    expect((await act(wes, eventId, "join")).json()).toMatchObject({
      currentParticipants: 1,
      viewer: { joined: true },
    });
    expect((await act(wes, eventId, "join")).json().currentParticipants).toBe(1);
    expect((await act(stranger, eventId, "waitlist")).json().viewer.joined).toBe(true);
    const full = await act(nia, eventId, "join");
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({ message: "This event is full", code: "dojo-event.full" });
    expect((await act(nia, eventId, "waitlist")).json()).toMatchObject({
      currentParticipants: 2,
      waitlistCount: 1,
      viewer: { full: true, joined: false, waitlistPosition: 1 },
    });
    expect((await act(lea, eventId, "waitlist")).json().viewer.waitlistPosition).toBe(2);
    expect((await olga.post(`/api/dojo-events/${eventId}/join`, { userId: wes.id })).statusCode).toBe(403);
    expect((await dojo.signedOut.post(`/api/dojo-events/${eventId}/join`, { userId: wes.id })).statusCode).toBe(401);

    const left = await act(wes, eventId, "leave");
    expect(left.json()).toMatchObject({ currentParticipants: 2, waitlistCount: 1, viewer: { joined: false } });
    const promoted = (await nia.get(`/api/dojo-events/${eventId}`)).json();
    expect(promoted.viewer).toMatchObject({ joined: true, waitlistPosition: null });
    expect(promoted.participants).toEqual([{ userId: stranger.id }, { userId: nia.id }]);
    expect((await lea.get(`/api/dojo-events/${eventId}`)).json().viewer.waitlistPosition).toBe(1);
    expect((await act(lea, eventId, "leave")).json()).toMatchObject({ waitlistCount: 0, currentParticipants: 2 });
    expect((await act(olga, eventId, "leave")).statusCode).toBe(200);
  });

  it("cannot be taken or given up once the event has started", async () => {
    const { dojoId, eli, wes, nia } = await roster();
    const eventId = await eventOf(eli, dojoId, { eventDate: inDays(1) });
    await act(wes, eventId, "join");
    dojo.deps.clock = () => new Date(Date.now() + 2 * DAY_MS);
    for (const [actor, path] of [
      [nia, "join"],
      [nia, "waitlist"],
      [wes, "leave"],
    ] as const) {
      const reply = await act(actor, eventId, path);
      expect([reply.statusCode, reply.json().code]).toEqual([410, "dojo-event.past"]);
    }
    expect((await wes.get(`/api/dojo-events/${eventId}`)).json().viewer).toMatchObject({ past: true, joined: true });
    expect(idsOf((await wes.get("/api/dojo-events/mine")).json())).not.toContain(eventId);
  });
});

describe("the maximum", () => {
  it("is set by the organiser or the dojo's owner, never below those in; raising it moves the waiting in", async () => {
    const { dojoId, olga, eli, wes, nia, lea, stranger } = await roster();
    const eventId = await eventOf(eli, dojoId, { maxParticipants: 1 });
    await act(wes, eventId, "join");
    await act(nia, eventId, "waitlist");
    await act(stranger, eventId, "waitlist");
    const capacity = (actor: TestMember, maxParticipants: number) =>
      actor.put(`/api/dojo-events/${eventId}/capacity`, { maxParticipants });
    for (const refused of [lea, wes, nia, stranger]) {
      const reply = await capacity(refused, 3);
      expect([reply.statusCode, reply.json().code]).toEqual([403, "dojo-event.organiser-only"]);
    }
    const raised = await capacity(eli, 2);
    expect(raised.json()).toMatchObject({ maxParticipants: 2, currentParticipants: 2, waitlistCount: 1 });
    expect(raised.json().participants).toEqual([{ userId: wes.id }, { userId: nia.id }]);
    expect((await capacity(olga, 5)).json()).toMatchObject({ maxParticipants: 5, currentParticipants: 3 });
    const below = await capacity(eli, 2);
    expect([below.statusCode, below.json().code]).toEqual([400, "dojo-event.capacity-below-participants"]);
    expect((await capacity(eli, 101)).statusCode).toBe(400);
    expect((await dojo.signedOut.put(`/api/dojo-events/${eventId}/capacity`, { maxParticipants: 3 })).statusCode).toBe(
      401,
    );
  });
});

describe("cancelling", () => {
  it("is for the organiser or the dojo's owner; nobody joins a cancelled event", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    const first = await eventOf(eli, dojoId);
    const second = await eventOf(eli, dojoId);
    for (const refused of [lea, wes, nia, stranger]) {
      const reply = await refused.post(`/api/dojo-events/${first}/cancel`);
      expect([reply.statusCode, reply.json().code]).toEqual([403, "dojo-event.organiser-only"]);
    }
    expect((await eli.post(`/api/dojo-events/${first}/cancel`)).json().cancelled).toBe(true);
    expect((await olga.post(`/api/dojo-events/${second}/cancel`)).json().cancelled).toBe(true);
    expect((await eli.post(`/api/dojo-events/${first}/cancel`)).statusCode).toBe(200);
    const join = await act(wes, first, "join");
    expect([join.statusCode, join.json().code]).toEqual([409, "dojo-event.cancelled"]);
    expect(
      (await wes.get(`/api/dojos/${dojoId}/events`)).json().map((event: TrainingEventView) => event.cancelled),
    ).toEqual([true, true]);
    expect((await dojo.signedOut.post(`/api/dojo-events/${first}/cancel`)).statusCode).toBe(401);
  });
});

describe("invitations to an event", () => {
  it("go from the organiser to their connections and the dojo's members; to a dojo-only event, to those who see it", async () => {
    const { dojoId, eli, wes, nia, stranger } = await roster();
    const [friend] = await Promise.all([dojo.member()]);
    await connect(dojo, eli.id, friend!.id);
    const open = await eventOf(eli, dojoId);
    const closed = await eventOf(eli, dojoId, { isDojoOnly: true });
    const invite = (actor: TestMember, eventId: string, member: TestMember) =>
      actor.post(`/api/dojo-events/${eventId}/invite`, { userId: member.id });

    const sent = await invite(eli, open, friend!);
    expect([sent.statusCode, sent.json()]).toEqual([201, { message: "Invitation sent" }]);
    expect((await invite(eli, open, friend!)).statusCode).toBe(201);
    expect((await invite(eli, open, nia)).statusCode).toBe(201);
    const notConnected = await invite(eli, open, stranger);
    expect([notConnected.statusCode, notConnected.json().code]).toEqual([403, "dojo-event.invite-not-allowed"]);
    const notOrganiser = await invite(wes, open, nia);
    expect([notOrganiser.statusCode, notOrganiser.json().code]).toEqual([403, "dojo-event.organiser-only"]);

    expect((await invite(eli, closed, wes)).statusCode).toBe(201);
    expect((await invite(eli, closed, nia)).json().code).toBe("dojo-event.invite-not-allowed");
    expect((await invite(eli, closed, friend!)).json().code).toBe("dojo-event.invite-not-allowed");
    expect((await eli.post(`/api/dojo-events/${open}/invite`, { userId: "no-such-member" })).statusCode).toBe(404);
    expect((await dojo.signedOut.post(`/api/dojo-events/${open}/invite`, { userId: nia.id })).statusCode).toBe(401);
  });

  it("are offered to the organiser for exactly those the invitation would reach, less those already in, waiting or invited", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    const friend = await dojo.member();
    await connect(dojo, eli.id, friend.id);
    const open = await eventOf(eli, dojoId, { maxParticipants: 1 });
    const closed = await eventOf(eli, dojoId, { isDojoOnly: true });
    const offered = async (eventId: string) => {
      const reply = await eli.get(`/api/dojo-events/${eventId}/invitable`);
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { id: string }[]).map((member) => member.id).sort();
    };
    const ids = (...members: TestMember[]) => members.map((member) => member.id).sort();

    expect(await offered(open)).toEqual(ids(olga, lea, wes, nia, friend));
    expect(await offered(closed)).toEqual(ids(olga, lea, wes));
    const [first] = (await eli.get(`/api/dojo-events/${closed}/invitable`)).json();
    expect(first).toEqual({
      id: expect.any(String),
      displayName: expect.any(String),
      username: expect.any(String),
      martialArts: expect.any(Array),
      experience: expect.any(String),
    });

    await act(wes, open, "join");
    await act(nia, open, "waitlist");
    await eli.post(`/api/dojo-events/${open}/invite`, { userId: friend.id });
    expect(await offered(open)).toEqual(ids(olga, lea));

    const notOrganiser = await olga.get(`/api/dojo-events/${open}/invitable`);
    expect([notOrganiser.statusCode, notOrganiser.json().code]).toEqual([403, "dojo-event.organiser-only"]);
    expect((await stranger.get(`/api/dojo-events/${closed}/invitable`)).statusCode).toBe(404);
    expect((await eli.get(`/api/dojo-events/no-such-event/invitable`)).statusCode).toBe(404);
    expect((await dojo.signedOut.get(`/api/dojo-events/${open}/invitable`)).statusCode).toBe(401);
  });
});

describe("fifty members at once", () => {
  async function crowd(maxParticipants: number) {
    const [owner, ...members] = await Promise.all(Array.from({ length: 51 }, () => dojo.member()));
    const dojoId: string = (await owner!.post("/api/dojos", { ...profile, name: "Crowded" })).json().id;
    return { eventId: await eventOf(owner!, dojoId, { maxParticipants }), owner: owner!, members };
  }

  it("joining ten places: exactly ten are in and forty are told it is full", async () => {
    const { eventId, owner } = await crowd(10);
    const members = await Promise.all(Array.from({ length: 50 }, () => dojo.member()));
    const replies = await Promise.all(members.map((member) => act(member, eventId, "join")));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(
      replies.filter((reply) => reply.statusCode === 422).every((reply) => reply.json().code === "dojo-event.full"),
    ).toBe(true);
    const event = (await owner.get(`/api/dojo-events/${eventId}`)).json();
    expect(event.currentParticipants).toBe(10);
    const admitted = members.filter((_, index) => statuses[index] === 200).map((member) => member.id);
    expect(event.participants.map((participant: { userId: string }) => participant.userId).sort()).toEqual(
      admitted.sort(),
    );
  }, 60_000);

  it("asking to wait for ten places: ten are in, forty wait in the order they were taken, and a leave moves the first in", async () => {
    const { eventId, owner, members } = await crowd(10);
    const replies = await Promise.all(members.map((member) => act(member, eventId, "waitlist")));
    expect(replies.map((reply) => reply.statusCode)).toEqual(members.map(() => 200));
    const event = (await owner.get(`/api/dojo-events/${eventId}`)).json();
    expect([event.currentParticipants, event.waitlistCount]).toEqual([10, 40]);
    const views = await Promise.all(
      members.map(async (member) => (await member.get(`/api/dojo-events/${eventId}`)).json()),
    );
    const positions = views.map((view) => view.viewer.waitlistPosition).filter((position) => position !== null);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    // The waitlist's order is the aggregate's: the order in which the log took the requests.
    const state = await dojo.deps.aggregates.trainingEvents.state(eventId);
    const waitlist = state.status === "scheduled" ? state.waitlist : [];
    const firstWaiting = members.find((member) => member.id === waitlist[0])!;
    expect(views[members.indexOf(firstWaiting)].viewer.waitlistPosition).toBe(1);

    const participant = members.find((_, index) => views[index].viewer.joined)!;
    await act(participant, eventId, "leave");
    const moved = (await firstWaiting.get(`/api/dojo-events/${eventId}`)).json();
    expect(moved.viewer).toMatchObject({ joined: true, waitlistPosition: null });
    expect([moved.currentParticipants, moved.waitlistCount]).toEqual([10, 39]);
    const second = members.find((member) => member.id === waitlist[1])!;
    expect((await second.get(`/api/dojo-events/${eventId}`)).json().viewer.waitlistPosition).toBe(1);
  }, 60_000);
});
