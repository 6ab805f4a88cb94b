import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { openEvent, rosterOf } from "./dojo-roster.ts";

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const collect = (memberId: string) => dojoService.memberData!.collect(dojo.deps, memberId);

describe("dojo's part of a member's export", () => {
  it("holds the member's dojo and role, dojos owned, invitations sent, bars, events and feed, and nobody else's", async () => {
    const { dojoId, olga, eli, wes, nia } = await rosterOf(dojo);
    const eventId = await openEvent(olga, dojoId);
    expect((await wes.post(`/api/dojo-events/${eventId}/join`, { userId: wes.id })).statusCode).toBe(200);
    const removed = await eli.post(`/api/dojos/${dojoId}/members/${nia.id}/remove`, {
      reason: "Nia's private removal reason",
      bar: true,
    });
    expect(removed.statusCode).toBe(200);
    const free = await dojo.member({ displayName: "Free Export" });
    await connect(dojo, olga.id, free.id);
    expect((await olga.post(`/api/dojos/${dojoId}/invite`, { userId: free.id })).statusCode).toBe(201);
    expect((await wes.get("/api/dojo-events/calendar-feed")).statusCode).toBe(200);

    const wesData = (await collect(wes.id)).data;
    expect(wesData.dojo).toEqual({ id: dojoId, name: "Judo Porto", role: "warrior" });
    expect(wesData.dojosOwned).toEqual([]);
    expect(wesData.trainingEvents).toMatchObject({
      organised: [],
      joined: [{ id: eventId, title: "Open mat", dojo: { id: dojoId, name: "Judo Porto" }, participantCount: 1 }],
      waitlisted: [],
    });
    expect(wesData.calendarFeed).toEqual({ exists: true });
    expect(JSON.stringify(wesData)).not.toContain("Nia's private removal reason");
    expect(JSON.stringify(wesData)).not.toMatch(/token/i);

    const olgaData = (await collect(olga.id)).data;
    expect(olgaData.dojo).toMatchObject({ id: dojoId, role: "leader" });
    expect(olgaData.dojosOwned).toMatchObject([{ id: dojoId, name: "Judo Porto", location: "Porto" }]);
    expect(olgaData.invitationsSent).toMatchObject([{ member: { id: free.id, displayName: "Free Export" } }]);
    expect(olgaData.trainingEvents).toMatchObject({ organised: [{ id: eventId }] });
    expect(olgaData.calendarFeed).toEqual({ exists: false });
    expect(JSON.stringify(olgaData)).not.toContain("Nia's private removal reason");

    const niaData = (await collect(nia.id)).data;
    expect(niaData.dojo).toBeNull();
    expect(niaData.barredFrom).toEqual([
      {
        dojo: { id: dojoId, name: "Judo Porto" },
        reason: "Nia's private removal reason",
        barredAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(niaData)).not.toContain(eli.id);
    expect(JSON.parse(JSON.stringify(niaData))).toEqual(niaData);
  });
});
