import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { dojoEvent, foundDojo, gymBody, gymOf, somewhere, type GymTestService } from "./gym-fixtures.ts";

let service: GymTestService;
beforeAll(async () => {
  service = await startTestService(gymService);
});
afterAll(async () => {
  await service.close();
});

describe("linking a dojo to a gym", () => {
  it("is its owner's: the gym then lists the dojo by name, until the owner takes it away", async () => {
    const [owner, ben] = [await service.member(), await service.member()];
    const gym = gymOf(await ben.post("/api/gyms", gymBody(somewhere())));
    const dojoId = await foundDojo(service, owner.id, "Lisbon Judo");
    const linked = await owner.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId });
    expect(linked.statusCode).toBe(200);
    expect(gymOf(linked).dojos).toEqual([{ id: dojoId, name: "Lisbon Judo" }]);
    expect(gymOf(await owner.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId })).dojos).toHaveLength(1);
    expect(gymOf(await ben.get(`/api/gyms/${gym.id}`)).dojos).toEqual([{ id: dojoId, name: "Lisbon Judo" }]);

    const refused = await ben.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("gym.dojo-owner-only");
    expect((await ben.delete(`/api/gyms/${gym.id}/dojos/${dojoId}`)).statusCode).toBe(403);

    const unlinked = await owner.delete(`/api/gyms/${gym.id}/dojos/${dojoId}`);
    expect(unlinked.statusCode).toBe(200);
    expect(gymOf(unlinked).dojos).toEqual([]);
  });

  it("follows the dojo's name, its hand-over and its archiving", async () => {
    const [owner, leader] = [await service.member(), await service.member()];
    const gym = gymOf(await owner.post("/api/gyms", gymBody(somewhere())));
    const dojoId = await foundDojo(service, owner.id);
    await owner.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId });
    await dojoEvent(service, {
      type: "DojoUpdated",
      data: { dojoId, name: "Renamed", description: "", location: "Porto", martialArts: ["Judo"] },
    });
    expect(gymOf(await owner.get(`/api/gyms/${gym.id}`)).dojos).toEqual([{ id: dojoId, name: "Renamed" }]);
    await dojoEvent(service, { type: "OwnershipHandedOver", data: { dojoId, from: owner.id, to: leader.id } });
    expect((await owner.delete(`/api/gyms/${gym.id}/dojos/${dojoId}`)).statusCode).toBe(403);
    expect((await leader.delete(`/api/gyms/${gym.id}/dojos/${dojoId}`)).statusCode).toBe(200);
    await leader.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId });
    await dojoEvent(service, { type: "DojoArchived", data: { dojoId } });
    expect(gymOf(await owner.get(`/api/gyms/${gym.id}`)).dojos).toEqual([]);
    const archived = await leader.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId });
    expect(archived.statusCode).toBe(404);
    expect(archived.json().code).toBe("gym.dojo-not-found");
  });

  it("answers 404 for an unknown gym or dojo, 400 for malformed ids and 401 signed out", async () => {
    const owner = await service.member();
    const gym = gymOf(await owner.post("/api/gyms", gymBody(somewhere())));
    const dojoId = await foundDojo(service, owner.id);
    expect((await owner.post(`/api/gyms/no-gym/dojos`, { dojoId })).json().code).toBe("gym.not-found");
    expect((await owner.post(`/api/gyms/${gym.id}/dojos`, { dojoId: "no-dojo" })).json().code).toBe(
      "gym.dojo-not-found",
    );
    expect((await owner.post(`/api/gyms/${gym.id}/dojos`, { dojoId: "bad.id" })).statusCode).toBe(400);
    expect((await service.signedOut.post(`/api/gyms/${gym.id}/dojos`, { dojoId: dojoId })).statusCode).toBe(401);
  });
});
