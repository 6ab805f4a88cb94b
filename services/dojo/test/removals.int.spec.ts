import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BarredMember, TrainingEventView } from "@kumite/contracts/dojo/views";
import { dojoOf } from "@kumite/kit/members";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { listenLive, block, connect, inTurn } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { rosterOf, setRole } from "./dojo-roster.ts";

// Removing members from a dojo and barring them, tried by every kind of actor; what a removal
// takes away (the roster, the place, the dojo-only events, open invitations); and removals racing
// the member's own leave, a role change and an event join.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const roster = () => rosterOf(dojo);
const remove = (actor: TestMember, dojoId: string, member: TestMember, body: Record<string, unknown> = {}) =>
  actor.post(`/api/dojos/${dojoId}/members/${member.id}/remove`, { reason: "Harassed other members", ...body });
const bars = (actor: TestMember, dojoId: string) => actor.get(`/api/dojos/${dojoId}/bars`);
const lift = (actor: TestMember, dojoId: string, member: TestMember) =>
  actor.post(`/api/dojos/${dojoId}/bars/${member.id}/lift`);
const join = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
const leave = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/leave`, { userId: member.id });
const memberCount = async (actor: TestMember, dojoId: string): Promise<number> =>
  (await actor.get(`/api/dojos/${dojoId}`)).json().memberCount;

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
async function eventOf(actor: TestMember, dojoId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const reply = await actor.post("/api/dojo-events", {
    title: "Randori",
    eventDate: inDays(7),
    maxParticipants: 1,
    dojoId,
    isDojoOnly: true,
    createdBy: actor.id,
    ...extra,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json().id;
}
const takePart = (member: TestMember, eventId: string) =>
  member.post(`/api/dojo-events/${eventId}/waitlist`, { userId: member.id });
const eventAs = async (actor: TestMember, eventId: string): Promise<TrainingEventView> =>
  (await actor.get(`/api/dojo-events/${eventId}`)).json();

describe("removing a member", () => {
  it("is for the owner over anyone, and for leaders and elders over those ranked below them", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    expect((await remove(eli, dojoId, lea)).json().code).toBe("dojo.remove-forbidden");
    expect((await remove(wes, dojoId, nia)).json().code).toBe("dojo.remove-forbidden");
    expect((await remove(lea, dojoId, olga)).json().code).toBe("dojo.owner-not-removable");
    expect((await remove(olga, dojoId, olga)).json().code).toBe("dojo.owner-not-removable");
    expect((await remove(eli, dojoId, eli)).json().code).toBe("dojo.remove-self");
    expect((await remove(stranger, dojoId, nia)).json().code).toBe("dojo.not-member");
    expect((await remove(olga, dojoId, stranger)).statusCode).toBe(404);
    expect(await memberCount(olga, dojoId)).toBe(5);

    const removed = await remove(eli, dojoId, wes);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: dojoId, memberCount: 4 });
    expect(await dojoOf(dojo.deps.store, wes.id)).toBeNull();
    expect((await remove(olga, dojoId, lea)).json().memberCount).toBe(3);
    // Not barred: they may come back, and their place was freed (another dojo would have them too).
    expect((await join(wes, dojoId)).statusCode).toBe(200);
  });

  it("rings the removed member's bell at once, and tells the dojo's open browsers", async () => {
    const { dojoId, olga, eli, nia } = await roster();
    const live = await listenLive(dojo.deps.nats, [olga, eli, nia]);
    live.forget();
    const removed = await remove(eli, dojoId, nia);
    const position = removed.headers[POSITION_HEADER];
    const dojoHint = { type: "dojo", dojoId, position };
    await expect
      .poll(() => live.of(nia))
      .toEqual(
        expect.arrayContaining([
          dojoHint,
          { type: "notification", notificationId: expect.stringMatching(/^dojo_removed-/), position },
        ]),
      );
    for (const member of [olga, eli]) await expect.poll(() => live.of(member)).toEqual([dojoHint]);
  });

  it("needs a reason, trimmed and at most 500 characters, and answers a malformed call with 400", async () => {
    const { dojoId, olga, nia } = await roster();
    const call = (body: unknown) => olga.post(`/api/dojos/${dojoId}/members/${nia.id}/remove`, body);
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }, { reason: "Spam", bar: "yes" }]) {
      const reply = await call(body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe("validation.invalid");
    }
    expect(await memberCount(olga, dojoId)).toBe(5);
    expect((await call({ reason: `  ${"x".repeat(500)}  ` })).statusCode).toBe(200);
    expect(
      (await dojo.signedOut.post(`/api/dojos/${dojoId}/members/${nia.id}/remove`, { reason: "x" })).statusCode,
    ).toBe(401);
  });

  it("voids the member's open invitations, to them and from them", async () => {
    const { dojoId, olga, wes } = await roster();
    const [ana, ben] = await Promise.all([dojo.member(), dojo.member()]);
    await connect(dojo, olga.id, ana.id);
    await connect(dojo, wes.id, ben.id);
    const toAna = (await olga.post(`/api/dojos/${dojoId}/invite`, { userId: ana.id })).json().invitationId;
    const toBen = (await wes.post(`/api/dojos/${dojoId}/invite`, { userId: ben.id })).json().invitationId;
    // Ana joins on her own, her invitation still open; then she is removed.
    expect((await join(ana, dojoId)).statusCode).toBe(200);
    expect((await remove(olga, dojoId, ana)).statusCode).toBe(200);
    expect((await remove(olga, dojoId, wes)).statusCode).toBe(200);
    expect((await ana.post(`/api/dojos/${dojoId}/invitations/${toAna}/accept`)).statusCode).toBe(404);
    expect((await ben.post(`/api/dojos/${dojoId}/invitations/${toBen}/accept`)).statusCode).toBe(404);
    expect(await dojoOf(dojo.deps.store, ana.id)).toBeNull();
    expect(await dojoOf(dojo.deps.store, ben.id)).toBeNull();
  });
});

describe("barring", () => {
  it("keeps a barred member from joining and from being invited until the bar is lifted", async () => {
    const { dojoId, olga, lea, eli, wes, nia } = await roster();
    await connect(dojo, olga.id, nia.id);
    expect((await remove(eli, dojoId, nia, { reason: "  Spam in the chat ", bar: true })).statusCode).toBe(200);

    const refused = await join(nia, dojoId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("dojo.barred");
    const invited = await olga.post(`/api/dojos/${dojoId}/invite`, { userId: nia.id });
    expect(invited.statusCode).toBe(409);
    expect(invited.json().code).toBe("dojo.invitee-barred");

    const listed = await bars(lea, dojoId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json() as BarredMember[]).toEqual([
      {
        userId: nia.id,
        user: { displayName: nia.displayName, username: nia.username },
        reason: "Spam in the chat",
        barredBy: eli.id,
        barredAt: expect.any(String),
      },
    ]);
    expect((await bars(wes, dojoId)).json().code).toBe("dojo.remove-forbidden");
    expect((await bars(nia, dojoId)).json().code).toBe("dojo.not-member");
    expect((await lift(wes, dojoId, nia)).json().code).toBe("dojo.remove-forbidden");
    expect((await bars(eli, dojoId)).json()).toHaveLength(1);

    expect((await lift(eli, dojoId, nia)).statusCode).toBe(204);
    expect((await lift(eli, dojoId, nia)).statusCode).toBe(204);
    expect((await bars(olga, dojoId)).json()).toEqual([]);
    expect((await join(nia, dojoId)).statusCode).toBe(200);
    expect(await dojoOf(dojo.deps.store, nia.id)).toBe(dojoId);
  });

  it("works between a blocked pair: the owner removes, bars and lets back one who blocked them, named 'A member'", async () => {
    const { dojoId, olga, nia } = await roster();
    await block(dojo, nia.id, olga.id);
    expect((await remove(olga, dojoId, nia, { bar: true })).json().memberCount).toBe(4);
    expect((await join(nia, dojoId)).statusCode).toBe(403);
    const listed = (await bars(olga, dojoId)).json() as BarredMember[];
    expect(listed).toEqual([
      expect.objectContaining({ userId: nia.id, user: { displayName: "A member", username: "" } }),
    ]);
    expect((await lift(olga, dojoId, nia)).statusCode).toBe(204);
    expect((await bars(olga, dojoId)).json()).toEqual([]);
  });

  it("bars a member who left a moment before the removal, and ahead one who never joined", async () => {
    const { dojoId, olga, eli, nia, stranger } = await roster();
    expect((await leave(nia, dojoId)).statusCode).toBe(200);
    expect((await remove(olga, dojoId, nia, { bar: true })).statusCode).toBe(200);
    expect((await join(nia, dojoId)).json().code).toBe("dojo.barred");
    // Nobody to remove without a bar; with one, the stranger cannot join.
    expect((await remove(eli, dojoId, stranger)).json().code).toBe("dojo.member-not-found");
    expect((await remove(eli, dojoId, stranger, { bar: true })).json().memberCount).toBe(4);
    expect((await join(stranger, dojoId)).json().code).toBe("dojo.barred");
    const barredIds = (await bars(olga, dojoId)).json().map((bar: BarredMember) => bar.userId);
    expect(barredIds.sort()).toEqual([nia.id, stranger.id].sort());
    const unknown = await olga.post(`/api/dojos/${dojoId}/members/no-such-member/remove`, { reason: "x", bar: true });
    expect(unknown.statusCode).toBe(404);
    expect((await bars(olga, dojoId)).json()).toHaveLength(2);
  });
});

describe("a removed member's events", () => {
  it("loses the dojo's dojo-only events (the first waiting moves in) and keeps its open ones", async () => {
    const { dojoId, olga, eli, wes } = await roster();
    const [ana] = await Promise.all([dojo.member()]);
    await join(ana!, dojoId);
    await setRole(olga, ana!, "warrior");
    const dojoOnly = await eventOf(eli, dojoId);
    const open = await eventOf(eli, dojoId, { isDojoOnly: false });
    expect((await takePart(wes, dojoOnly)).json().viewer.joined).toBe(true);
    expect((await takePart(ana!, dojoOnly)).json().viewer.waitlistPosition).toBe(1);
    expect((await takePart(wes, open)).json().viewer.joined).toBe(true);

    expect((await remove(olga, dojoId, wes)).statusCode).toBe(200);
    const after = await eventAs(ana!, dojoOnly);
    expect(after.participants).toEqual([{ userId: ana!.id }]);
    expect(after.viewer.joined).toBe(true);
    expect((await wes.get(`/api/dojo-events/${dojoOnly}`)).statusCode).toBe(404);
    expect((await eventAs(wes, open)).participants).toEqual([{ userId: wes.id }]);
  });
});

describe("an organiser's rights", () => {
  it("follow the roster: demoted below elder, or gone from the dojo, they no longer cancel, resize or invite", async () => {
    const { dojoId, olga, eli, lea, wes, nia } = await roster();
    const eventId = await eventOf(eli, dojoId, { isDojoOnly: false, maxParticipants: 5 });
    const resize = (actor: TestMember, maxParticipants: number) =>
      actor.put(`/api/dojo-events/${eventId}/capacity`, { maxParticipants });
    const invite = (actor: TestMember, member: TestMember) =>
      actor.post(`/api/dojo-events/${eventId}/invite`, { userId: member.id });
    const refused = (reply: { statusCode: number; json: () => { code?: string } }) => [
      reply.statusCode,
      reply.json().code,
    ];
    const organiserOnly = [403, "dojo-event.organiser-only"];
    const invitable = (actor: TestMember) => actor.get(`/api/dojo-events/${eventId}/invitable`);
    const viewerOf = async (actor: TestMember) => (await eventAs(actor, eventId)).viewer;
    expect((await resize(eli, 6)).json().maxParticipants).toBe(6);
    expect(await viewerOf(eli)).toMatchObject({ organizer: true, manages: true });
    expect((await invitable(eli)).statusCode).toBe(200);

    await setRole(olga, eli, "warrior");
    expect((await resize(eli, 7)).json().code).toBe("dojo-event.organiser-only");
    expect((await eli.post(`/api/dojo-events/${eventId}/cancel`)).json().code).toBe("dojo-event.organiser-only");
    expect(refused(await invite(eli, wes))).toEqual(organiserOnly);
    expect(refused(await invitable(eli))).toEqual(organiserOnly);
    expect(await viewerOf(eli)).toMatchObject({ organizer: true, manages: false });
    expect((await eventAs(olga, eventId)).maxParticipants).toBe(6);

    await setRole(olga, eli, "elder");
    expect(await viewerOf(eli)).toMatchObject({ organizer: true, manages: true });
    expect((await resize(eli, 7)).json().maxParticipants).toBe(7);
    expect((await invite(eli, wes)).statusCode).toBe(201);
    expect((await leave(eli, dojoId)).statusCode).toBe(200);
    expect((await resize(eli, 8)).json().code).toBe("dojo-event.organiser-only");
    expect(refused(await invite(eli, nia))).toEqual(organiserOnly);
    expect(refused(await invitable(eli))).toEqual(organiserOnly);
    expect(await viewerOf(eli)).toMatchObject({ organizer: true, manages: false });
    expect((await eventAs(olga, eventId)).maxParticipants).toBe(7);
    // The owner still manages it (but does not invite: that is the organiser's); a leader who did
    // not organise it does neither.
    expect(await viewerOf(olga)).toMatchObject({ organizer: false, manages: true });
    expect(await viewerOf(lea)).toMatchObject({ organizer: false, manages: false });
    expect(refused(await invite(olga, nia))).toEqual(organiserOnly);
    expect((await lea.post(`/api/dojo-events/${eventId}/cancel`)).json().code).toBe("dojo-event.organiser-only");
    expect((await olga.post(`/api/dojo-events/${eventId}/cancel`)).json().cancelled).toBe(true);
  });
});

describe("removals racing", () => {
  it("the member's own leave: sent first or landing first, they end out of the dojo and barred", async () => {
    for (const held of ["RemoveMember", "LeaveDojo"] as const) {
      const { dojoId, olga, nia } = await roster();
      const [first, second] = await inTurn(
        dojo.deps.aggregates.rosters,
        held,
        () => (held === "RemoveMember" ? remove(olga, dojoId, nia, { bar: true }) : leave(nia, dojoId)),
        () => (held === "RemoveMember" ? leave(nia, dojoId) : remove(olga, dojoId, nia, { bar: true })),
      );
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(await memberCount(olga, dojoId)).toBe(4);
      expect(await dojoOf(dojo.deps.store, nia.id)).toBeNull();
      expect((await join(nia, dojoId)).json().code).toBe("dojo.barred");
    }
  });

  it("a role change: the member is either removed, or promoted out of the remover's reach, never both", async () => {
    // The removal held while the promotion lands: the leader may no longer remove a leader.
    {
      const { dojoId, olga, lea, wes } = await roster();
      const [removed, promoted] = await inTurn(
        dojo.deps.aggregates.rosters,
        "RemoveMember",
        () => remove(lea, dojoId, wes),
        () => setRole(olga, wes, "leader"),
      );
      expect(promoted.statusCode).toBe(200);
      expect(removed.json().code).toBe("dojo.remove-forbidden");
      expect(await dojoOf(dojo.deps.store, wes.id)).toBe(dojoId);
    }
    // The promotion held while the removal lands: there is nobody left to promote.
    {
      const { dojoId, olga, lea, wes } = await roster();
      const [promoted, removed] = await inTurn(
        dojo.deps.aggregates.rosters,
        "ChangeRole",
        () => setRole(olga, wes, "leader"),
        () => remove(lea, dojoId, wes),
      );
      expect(removed.statusCode).toBe(200);
      expect(promoted.statusCode).toBe(404);
      expect(await dojoOf(dojo.deps.store, wes.id)).toBeNull();
      expect(await memberCount(olga, dojoId)).toBe(4);
    }
  });

  it("the member's join of a dojo-only event checked before the removal and stored after: the place goes", async () => {
    const { dojoId, olga, eli, wes } = await roster();
    const eventId = await eventOf(eli, dojoId, { maxParticipants: 5 });
    // The join's look at the roster is held until the removal has been answered, so it decides on
    // a roster that still has the member: the interleaving a removal must survive.
    const rosters = dojo.deps.aggregates.rosters;
    const lookUp = rosters.state.bind(rosters);
    let removalDone!: () => void;
    const removalAnswered = new Promise<void>((resolve) => (removalDone = resolve));
    let seenInRoster: boolean | null = null;
    rosters.state = async (id: string) => {
      const state = await lookUp(id);
      if (seenInRoster === null && id === dojoId) {
        seenInRoster = state.status === "open" && Boolean(state.members[wes.id]);
        await removalAnswered;
      }
      return state;
    };
    try {
      const joining = takePart(wes, eventId);
      await expect.poll(() => seenInRoster, { timeout: 10_000 }).toBe(true);
      expect((await remove(olga, dojoId, wes)).statusCode).toBe(200);
      removalDone();
      expect((await joining).statusCode).toBe(404);
    } finally {
      rosters.state = lookUp;
    }
    expect((await eventAs(olga, eventId)).participants).toEqual([]);
    expect((await wes.get(`/api/dojo-events/${eventId}`)).statusCode).toBe(404);
  });
});
