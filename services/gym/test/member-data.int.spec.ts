import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, gymOf, somewhere, type GymTestService } from "./gym-fixtures.ts";

let service: GymTestService;
beforeAll(async () => {
  service = await startTestService(gymService);
});
afterAll(async () => {
  await service.close();
});

const collect = (memberId: string) => gymService.memberData!.collect(service.deps, memberId);
const slot = { weekday: "Friday", start: "19:00", end: "21:00", kind: "no-gi", fee: "", note: "" };

describe("gym's part of a member's export", () => {
  it("holds the gyms and open mats the member added and their confirmations and flags, and nobody else's", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const name = `Export Gym ${Math.random().toString(36).slice(2, 8)}`;
    const gym = gymOf(await ana.post("/api/gyms", gymBody({ name, ...somewhere() })));
    const added = await ana.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, note: "Ana's note on the mat" });
    expect(added.statusCode).toBe(201);
    const bens = await ben.post(`/api/gyms/${gym.id}/open-mats`, { ...slot, start: "10:00", note: "Ben's own note" });
    const bensMat = gymOf(bens).openMats.find((openMat) => openMat.start === "10:00")!;
    expect((await ana.post(`/api/gyms/${gym.id}/open-mats/${bensMat.id}/confirm`)).statusCode).toBe(200);

    const { data } = await collect(ana.id);
    expect(data.gymsAdded).toMatchObject([{ id: gym.id, name, address: "Rua do Tatame 1" }]);
    expect(data.openMatsAdded).toMatchObject([
      { gym: { id: gym.id, name }, weekday: "Friday", start: "19:00", note: "Ana's note on the mat", listed: true },
    ]);
    expect(data.openMatStances).toEqual(
      expect.arrayContaining([
        {
          gym: { id: gym.id, name },
          openMat: { id: bensMat.id, weekday: "Friday", start: "10:00" },
          stance: "confirmed",
          at: expect.any(String),
        },
      ]),
    );
    expect(JSON.stringify(data)).not.toContain("Ben's own note");

    const forBen = (await collect(ben.id)).data;
    expect(forBen.gymsAdded).toEqual([]);
    expect(forBen.openMatsAdded).toMatchObject([{ note: "Ben's own note" }]);
    expect(JSON.stringify(forBen)).not.toContain("Ana's note on the mat");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
