import { randomUUID } from "node:crypto";
import { DOJO_STREAM, rosterSubject, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { AddGymBody } from "@kumite/contracts/gym/commands";
import type { GymView } from "@kumite/contracts/gym/views";
import type { TestService } from "@kumite/kit/testing/harness";
import { applied } from "@kumite/kit/testing";
import type { gymService } from "../src/service.ts";

// Gyms for the route tests: each test gets a place of its own on the globe and names of its own,
// since every test file shares one log.

export type GymTestService = TestService<typeof gymService>;

/** A random spot away from the poles and the antimeridian, and a point `meters` north of it. */
export function somewhere() {
  const latitude = Math.round((Math.random() * 120 - 60) * 1e5) / 1e5;
  const longitude = Math.round((Math.random() * 340 - 170) * 1e5) / 1e5;
  const north = (meters: number) => ({ latitude: latitude + meters / 111_195, longitude });
  const east = (km: number) => ({
    latitude,
    longitude: longitude + km / (111.195 * Math.cos((latitude * Math.PI) / 180)),
  });
  return { latitude, longitude, north, east };
}

export const tag = () => randomUUID().slice(0, 8);

export function gymBody(overrides: Partial<AddGymBody> = {}): AddGymBody {
  return {
    name: `Gym ${tag()}`,
    address: "Rua do Tatame 1",
    phone: "+351 21 000 0000",
    website: "example.com",
    description: "Open to visitors",
    martialArts: ["Brazilian Jiu-Jitsu", "Judo"],
    latitude: 38.7,
    longitude: -9.1,
    ...overrides,
  };
}

export const gymOf = (reply: { json(): unknown }) => reply.json() as GymView;

/** One of dojo's events, on dojo's stream, as dojo would append it. */
export async function dojoEvent(service: GymTestService, event: DojoEvent): Promise<void> {
  const dojoId = event.data.dojoId;
  await service.deps.events.ensureStream(DOJO_STREAM);
  const position = await service.deps.events.publish(rosterSubject(dojoId), {
    id: randomUUID(),
    aggregateId: dojoId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    ...event,
  });
  await applied(service.deps.projector, position);
}

export async function foundDojo(service: GymTestService, ownerId: string, name = `Dojo ${tag()}`): Promise<string> {
  const dojoId = randomUUID();
  await dojoEvent(service, {
    type: "DojoFounded",
    data: { dojoId, ownerId, name, description: "Drills", location: "Lisboa", martialArts: ["Judo"] },
  });
  return dojoId;
}
