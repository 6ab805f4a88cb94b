import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GYM_STREAM, gymSubject } from "@kumite/contracts/gym/events";
import type { GymView } from "@kumite/contracts/gym/views";
import { OPEN_MAT_LIMITS } from "@kumite/contracts/gym/limits";
import { DAY_MS } from "@kumite/contracts/time";
import { startTestService } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, gymOf, somewhere, type GymTestService } from "./gym-fixtures.ts";

// The service's clock is fixed at Friday 27 November 2026, 17:00 UTC (18:00 in Madrid).
const NOW = new Date("2026-11-27T17:00:00Z");
let service: GymTestService;
beforeAll(async () => {
  service = await startTestService(gymService);
  service.deps.clock = () => NOW;
});
afterAll(async () => {
  await service.close();
});
afterEach(() => {
  service.deps.clock = () => NOW;
});

/** Members who signed up a moment ago are established (their flags weigh) once the clock is two days on. */
const twoDaysOn = () => {
  service.deps.clock = () => new Date(Date.now() + 2 * DAY_MS);
};
/** The clock at the moment: members who signed up a moment ago are new. */
const rightNow = () => {
  service.deps.clock = () => new Date();
};

const slot = { weekday: "Friday", start: "19:00", end: "21:00", kind: "no-gi", fee: "€10", note: "Bring a rashguard" };

async function newGym() {
  const ana = await service.member();
  const here = somewhere();
  const gym = gymOf(await ana.post("/api/gyms", gymBody(here)));
  return { ana, gym, here };
}

describe("open mats", () => {
  it("are added by any member, who counts as the first confirmation, and show as the next open mat", async () => {
    const { gym } = await newGym();
    const ben = await service.member();
    const reply = await ben.post(`/api/gyms/${gym.id}/open-mats`, slot);
    expect(reply.statusCode).toBe(201);
    const [openMat] = gymOf(reply).openMats;
    expect(openMat).toMatchObject({
      weekday: "Friday",
      start: "19:00",
      end: "21:00",
      kind: "no-gi",
      fee: "€10",
      note: "Bring a rashguard",
      confirmations: 1,
      flags: 0,
      lastConfirmedAt: NOW.toISOString(),
      viewer: { confirmed: true, flagged: false },
    });
    expect(gymOf(reply).nextOpenMat).toMatchObject({ openMatId: openMat!.id, daysAhead: 0 });
    // Later in the evening in Tokyo, it is already Saturday: next Friday's is six days ahead.
    const tokyo = gymOf(await ben.get(`/api/gyms/${gym.id}?timeZone=Asia/Tokyo`));
    expect(tokyo.nextOpenMat).toMatchObject({ daysAhead: 6 });
    const free = await ben.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, kind: "gi", fee: "" });
    expect(gymOf(free).openMats.map((one) => [one.kind, one.fee])).toEqual([
      ["no-gi", "€10"],
      ["gi", null],
    ]);
  });

  it("are confirmed and flagged once per member, and leave the list when flags outnumber confirmations", async () => {
    const { ana, gym } = await newGym();
    const [ben, cid, dan] = [await service.member(), await service.member(), await service.member()];
    twoDaysOn();
    const openMatId = gymOf(await ana.post(`/api/gyms/${gym.id}/open-mats`, slot)).openMats[0]!.id;
    const path = (stance: string) => `/api/gyms/${gym.id}/open-mats/${openMatId}/${stance}`;
    const confirmed = await ben.post(path("confirm"));
    expect(confirmed.statusCode).toBe(200);
    expect(gymOf(confirmed).openMats[0]).toMatchObject({ confirmations: 2, viewer: { confirmed: true } });
    expect(gymOf(await ben.post(path("confirm"))).openMats[0]!.confirmations).toBe(2);
    expect(gymOf(await cid.get(`/api/gyms/${gym.id}`)).openMats[0]!.viewer).toEqual({
      confirmed: false,
      flagged: false,
    });
    // Ben changes his mind; Cid flags too: 1 confirmation (Ana's) against 2 flags.
    expect(gymOf(await ben.post(path("flag"))).openMats[0]).toMatchObject({
      confirmations: 1,
      flags: 1,
      viewer: { confirmed: false, flagged: true },
    });
    const gone = gymOf(await cid.post(path("flag")));
    expect(gone.openMats).toEqual([]);
    expect(gone.nextOpenMat).toBeNull();
    const late = await dan.post(path("confirm"));
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe("gym.open-mat-not-found");
    // The same slot may be added again.
    expect((await dan.post(`/api/gyms/${gym.id}/open-mats`, slot)).statusCode).toBe(201);
  });

  it("weigh no flag from a new account: five of them leave an open mat listed, established members still remove it", async () => {
    const { ana, gym } = await newGym();
    const openMatId = gymOf(await ana.post(`/api/gyms/${gym.id}/open-mats`, slot)).openMats[0]!.id;
    const flagPath = `/api/gyms/${gym.id}/open-mats/${openMatId}/flag`;
    const newcomers = await Promise.all(Array.from({ length: 5 }, () => service.member()));
    rightNow();
    for (const newcomer of newcomers) {
      const reply = await newcomer.post(flagPath);
      expect(reply.statusCode).toBe(200);
      // Their own flag shows to them; it weighs nothing against Ana's confirmation.
      expect(gymOf(reply).openMats[0]).toMatchObject({ flags: 0, viewer: { flagged: true } });
    }
    expect(gymOf(await ana.get(`/api/gyms/${gym.id}`)).openMats.map((one) => [one.id, one.flags])).toEqual([
      [openMatId, 0],
    ]);

    // Two days on, the same members are established: their flags that weighed nothing no longer show
    // as theirs, and flagging again, two of them take it off the list.
    twoDaysOn();
    expect(gymOf(await newcomers[0]!.get(`/api/gyms/${gym.id}`)).openMats[0]!.viewer).toEqual({
      confirmed: false,
      flagged: false,
    });
    expect(gymOf(await newcomers[0]!.post(flagPath)).openMats[0]).toMatchObject({ flags: 1, confirmations: 1 });
    expect(gymOf(await newcomers[1]!.post(flagPath)).openMats).toEqual([]);
    expect((await newcomers[2]!.post(flagPath)).json().code).toBe("gym.open-mat-not-found");
  });

  it("count one established member's flag once, however often they flag, five at once included", async () => {
    const { ana, gym } = await newGym();
    const [ben, cid] = [await service.member(), await service.member()];
    twoDaysOn();
    const openMatId = gymOf(await ana.post(`/api/gyms/${gym.id}/open-mats`, slot)).openMats[0]!.id;
    const flagPath = `/api/gyms/${gym.id}/open-mats/${openMatId}/flag`;
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => ben.post(flagPath)));
    expect(atOnce.map((reply) => [reply.statusCode, gymOf(reply).openMats[0]?.flags])).toEqual(Array(5).fill([200, 1]));
    expect(gymOf(await ben.post(flagPath)).openMats[0]).toMatchObject({ flags: 1, confirmations: 1 });
    const log = await service.deps.events.load(GYM_STREAM.name, gymSubject(gym.id));
    expect(log.filter((event) => event.type === "OpenMatFlagged").map((event) => event.actorId)).toEqual([ben.id]);
    // One flag against Ana's confirmation: listed; Cid's second flag takes it off.
    expect(gymOf(await ana.get(`/api/gyms/${gym.id}`)).openMats).toHaveLength(1);
    expect(gymOf(await cid.post(flagPath)).openMats).toEqual([]);
  });

  it("refuses a second open mat of the same day, start and kind, and more than the cap", async () => {
    const { ana, gym } = await newGym();
    await ana.post(`/api/gyms/${gym.id}/open-mats`, slot);
    const again = await ana.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, end: "22:00" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("gym.open-mat-exists");
    for (let i = 1; i < OPEN_MAT_LIMITS.perGymMax; i++) {
      const start = `${String(i % 24).padStart(2, "0")}:${i < 24 ? "00" : "30"}`;
      const reply = await ana.post(`/api/gyms/${gym.id}/open-mats`, {
        ...slot,
        weekday: "Monday",
        start,
        end: "23:59",
      });
      expect(reply.statusCode, start).toBe(201);
    }
    const over = await ana.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, weekday: "Tuesday" });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe("gym.open-mat-limit");
  });

  it("filter the list and nearby to gyms with an open mat today or this weekend, in the viewer's zone", async () => {
    const { ana, gym, here } = await newGym();
    const weekend = gymOf(await ana.post("/api/gyms", gymBody(here.north(500))));
    await ana.post(`/api/gyms/${gym.id}/open-mats`, slot);
    await ana.post(`/api/gyms/${weekend.id}/open-mats`, { ...slot, weekday: "Saturday", start: "10:00", end: "12:00" });
    await ana.post(`/api/gyms/${weekend.id}/open-mats`, { ...slot, weekday: "Sunday", start: "10:00", end: "12:00" });
    const ids = (reply: { json(): unknown }) => (reply.json() as GymView[]).map((one) => one.id);
    const near = `/api/gyms/nearby?latitude=${here.latitude}&longitude=${here.longitude}&radius=5`;
    expect(ids(await ana.get(`${near}&openMat=today`))).toEqual([gym.id]);
    expect(ids(await ana.get(`${near}&openMat=today&timeZone=Pacific/Kiritimati`))).toEqual([weekend.id]);
    expect(ids(await ana.get(`${near}&openMat=weekend`))).toEqual([weekend.id]);
    const listed = ids(await ana.get("/api/gyms?openMat=weekend"));
    expect(listed.filter((id) => id === weekend.id)).toEqual([weekend.id]);
    expect(listed).not.toContain(gym.id);
    expect(ids(await ana.get("/api/gyms?openMat=today&timeZone=Europe/Madrid"))).toContain(gym.id);
    expect((await ana.get("/api/gyms?openMat=soon")).statusCode).toBe(400);
    expect((await ana.get("/api/gyms?timeZone=Not/AZone")).statusCode).toBe(400);
  });

  it("refuse bad input with 400, an unknown gym with 404, and a signed-out visitor with 401", async () => {
    const { ana, gym } = await newGym();
    for (const body of [
      { ...slot, weekday: "Funday" },
      { ...slot, start: "7:00" },
      { ...slot, start: "24:00" },
      { ...slot, end: "18:00" },
      { ...slot, end: "19:00" },
      { ...slot, kind: "karate" },
      { ...slot, fee: "x".repeat(61) },
      { ...slot, note: "x".repeat(301) },
      {},
    ]) {
      const reply = await ana.post(`/api/gyms/${gym.id}/open-mats`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().code).toBe("validation.invalid");
    }
    const unknown = await ana.post("/api/gyms/no-such-gym/open-mats", slot);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("gym.not-found");
    expect((await ana.post(`/api/gyms/${gym.id}/open-mats/nope/confirm`)).json().code).toBe("gym.open-mat-not-found");
    expect((await service.signedOut.post(`/api/gyms/${gym.id}/open-mats`, slot)).statusCode).toBe(401);
    expect((await service.signedOut.post(`/api/gyms/${gym.id}/open-mats/x/flag`)).statusCode).toBe(401);
  });

  it("take twenty confirmations at once, each counted once", async () => {
    const { ana, gym } = await newGym();
    const openMatId = gymOf(await ana.post(`/api/gyms/${gym.id}/open-mats`, slot)).openMats[0]!.id;
    const members = await Promise.all(Array.from({ length: 20 }, () => service.member()));
    const replies = await Promise.all(
      [...members, ...members].map((member) => member.post(`/api/gyms/${gym.id}/open-mats/${openMatId}/confirm`)),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(gymOf(await ana.get(`/api/gyms/${gym.id}`)).openMats[0]!.confirmations).toBe(21);
  });
});
