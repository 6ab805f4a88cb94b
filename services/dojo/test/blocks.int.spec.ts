import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitableMember, TrainingEventView } from "@kumite/contracts/dojo/views";
import { block, lift, suspend, unblock, connect } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { openEvent, profile, rosterOf } from "./dojo-roster.ts";

// Every dojo path a block closes (the dojo's and a training event's invitation and their invitable
// lists), with the block made by one member and then by the other, then lifted; and a suspended
// member, offered to nobody and invited by nobody until the suspension ends.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const offered = async (actor: TestMember, path: string) => {
  const reply = await actor.get(path);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as InvitableMember[]).map((member) => member.id);
};
const refusal = (reply: { statusCode: number; json(): unknown }) => [
  reply.statusCode,
  (reply.json() as { code?: string }).code,
];

describe("a block in dojos", () => {
  it("keeps a dojo's inviter and a connection in no dojo from each other, whichever blocks, until unblocked", async () => {
    const { dojoId, olga } = await rosterOf(dojo);
    const free = await dojo.member();
    await connect(dojo, olga.id, free.id);
    const invitable = `/api/dojos/${dojoId}/invitable`;
    const invite = () => olga.post(`/api/dojos/${dojoId}/invite`, { userId: free.id });
    expect(await offered(olga, invitable)).toEqual([free.id]);

    for (const [blocker, blocked] of [
      [olga, free],
      [free, olga],
    ] as const) {
      await block(dojo, blocker.id, blocked.id);
      expect(await offered(olga, invitable)).toEqual([]);
      expect(refusal(await invite())).toEqual([403, "block.blocked"]);
      await unblock(dojo, blocker.id, blocked.id);
      expect(await offered(olga, invitable)).toEqual([free.id]);
    }
    expect((await invite()).statusCode).toBe(201);
  });

  it("keeps two organisers from inviting each other to their events, and a dojo member from an organiser", async () => {
    const { dojoId, eli, wes } = await rosterOf(dojo);
    const kai = await dojo.member();
    const kaisDojo: string = (await kai.post("/api/dojos", { ...profile, name: "Kai's Judo" })).json().id;
    await connect(dojo, eli.id, kai.id);
    const elisEvent = await openEvent(eli, dojoId);
    const kaisEvent = await openEvent(kai, kaisDojo);
    const invitableTo = (eventId: string) => `/api/dojo-events/${eventId}/invitable`;
    const invite = (organiser: TestMember, eventId: string, member: TestMember) =>
      organiser.post(`/api/dojo-events/${eventId}/invite`, { userId: member.id });
    expect(await offered(eli, invitableTo(elisEvent))).toEqual(expect.arrayContaining([kai.id, wes.id]));
    expect(await offered(kai, invitableTo(kaisEvent))).toEqual([eli.id]);

    for (const [blocker, blocked] of [
      [eli, kai],
      [kai, eli],
    ] as const) {
      await block(dojo, blocker.id, blocked.id);
      // As organiser of their own event, each one in turn.
      expect(await offered(eli, invitableTo(elisEvent))).not.toContain(kai.id);
      expect(await offered(kai, invitableTo(kaisEvent))).toEqual([]);
      expect(refusal(await invite(eli, elisEvent, kai))).toEqual([403, "block.blocked"]);
      expect(refusal(await invite(kai, kaisEvent, eli))).toEqual([403, "block.blocked"]);
      await unblock(dojo, blocker.id, blocked.id);
      expect(await offered(eli, invitableTo(elisEvent))).toContain(kai.id);
      expect(await offered(kai, invitableTo(kaisEvent))).toEqual([eli.id]);
    }

    // A member of the organiser's own dojo is kept out the same way.
    await block(dojo, wes.id, eli.id);
    expect(await offered(eli, invitableTo(elisEvent))).not.toContain(wes.id);
    expect(refusal(await invite(eli, elisEvent, wes))).toEqual([403, "block.blocked"]);
    await unblock(dojo, wes.id, eli.id);
    expect(await offered(eli, invitableTo(elisEvent))).toContain(wes.id);

    for (const [organiser, eventId, member] of [
      [eli, elisEvent, kai],
      [kai, kaisEvent, eli],
      [eli, elisEvent, wes],
    ] as const) {
      expect((await invite(organiser, eventId, member)).statusCode).toBe(201);
    }
  });
});

describe("a block on an event's roster", () => {
  it("leaves each of the two off the roster the other reads, both ways, and still counts their place", async () => {
    const { dojoId, eli } = await rosterOf(dojo);
    const eventId = await openEvent(eli, dojoId);
    const [kai, lee] = await Promise.all([dojo.member(), dojo.member()]);
    for (const member of [kai, lee])
      expect((await member.post(`/api/dojo-events/${eventId}/join`, { userId: member.id })).statusCode).toBe(200);
    const rosterAs = async (reader: TestMember) => {
      const event = (await reader.get(`/api/dojo-events/${eventId}`)).json() as TrainingEventView;
      return { taken: event.currentParticipants, shown: event.participants.map((place) => place.userId) };
    };
    const before = await rosterAs(lee);
    expect(before.shown).toEqual(expect.arrayContaining([kai.id, lee.id]));

    for (const [blocker, blocked] of [
      [kai, lee],
      [lee, kai],
    ] as const) {
      await block(dojo, blocker.id, blocked.id);
      for (const [reader, other] of [
        [kai, lee],
        [lee, kai],
      ] as const) {
        const seen = await rosterAs(reader);
        expect(seen.shown).toContain(reader.id);
        expect(seen.shown).not.toContain(other.id);
        expect(seen.taken).toBe(before.taken);
      }
      // A bystander sees both.
      expect((await rosterAs(eli)).shown).toEqual(expect.arrayContaining([kai.id, lee.id]));
      await unblock(dojo, blocker.id, blocked.id);
      expect((await rosterAs(lee)).shown).toEqual(before.shown);
    }
  });
});

describe("a suspended member in dojos", () => {
  it("is offered to nobody and invited by nobody until the suspension is lifted", async () => {
    const { dojoId, olga, eli } = await rosterOf(dojo);
    const free = await dojo.member();
    await connect(dojo, olga.id, free.id);
    await connect(dojo, eli.id, free.id);
    const eventId = await openEvent(eli, dojoId);

    const suspensionId = await suspend(dojo, free.id);
    expect(await offered(olga, `/api/dojos/${dojoId}/invitable`)).toEqual([]);
    expect(await offered(eli, `/api/dojo-events/${eventId}/invitable`)).not.toContain(free.id);
    const toDojo = await olga.post(`/api/dojos/${dojoId}/invite`, { userId: free.id });
    expect(refusal(toDojo)).toEqual([404, "member.not-found"]);
    const toEvent = await eli.post(`/api/dojo-events/${eventId}/invite`, { userId: free.id });
    expect(refusal(toEvent)).toEqual([404, "member.not-found"]);

    await lift(dojo, free.id, suspensionId);
    expect(await offered(olga, `/api/dojos/${dojoId}/invitable`)).toEqual([free.id]);
    expect((await olga.post(`/api/dojos/${dojoId}/invite`, { userId: free.id })).statusCode).toBe(201);
    expect((await eli.post(`/api/dojo-events/${eventId}/invite`, { userId: free.id })).statusCode).toBe(201);
  });
});
