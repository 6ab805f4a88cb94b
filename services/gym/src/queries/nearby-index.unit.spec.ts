import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { GymEvent } from "@kumite/contracts/gym/events";
import type { StoredEvent } from "@kumite/kit/event-store";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { GYMS, gymsProjection } from "../projections/gyms.ts";
import { nearbyFilters } from "./gyms.ts";

// Nearby walks indexes on the memory adapter, never the whole collection: 2,000 gyms around two
// cities far apart, and each find nearby makes examines only the gyms of its cells.

let sequence = 0;
function stored(event: GymEvent): StoredEvent {
  sequence++;
  const aggregateId = "gymId" in event.data ? event.data.gymId : "x";
  return {
    ...event,
    id: randomUUID(),
    aggregateId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    stream: "GYM",
    subject: "gym",
    sequence,
    index: 0,
  };
}

async function storeWithGyms() {
  const store = createMemoryReadStore();
  await gymsProjection.setup!(store);
  const cities = [
    { latitude: 38.72, longitude: -9.14 },
    { latitude: 64.13, longitude: -21.9 },
  ];
  for (let index = 0; index < 2000; index++) {
    const city = cities[index % 2]!;
    const gymId = `g${index}`;
    const latitude = city.latitude + ((index * 7919) % 1000) / 5000 - 0.1;
    const longitude = city.longitude + ((index * 104729) % 1000) / 5000 - 0.1;
    const profile = { name: gymId, address: "a", phone: null, website: null, description: "", martialArts: [] };
    await gymsProjection.handlers.GymAdded!(
      stored({ type: "GymAdded", data: { ...profile, latitude, longitude, gymId, nameKey: gymId, addedBy: "ana" } }),
      store,
    );
    if (index % 4 === 0) {
      const slot = { weekday: "Friday", start: "18:00", end: "20:00", kind: "gi", fee: null, note: "" } as const;
      await gymsProjection.handlers.OpenMatAdded!(
        stored({ type: "OpenMatAdded", data: { ...slot, gymId, openMatId: randomUUID(), addedBy: "ana" } }),
        store,
      );
    }
  }
  return store;
}

describe("nearby's finds", () => {
  it("walk a cell index, examining only the gyms of the cells looked up", async () => {
    const store = await storeWithGyms();
    const gyms = store.collection(GYMS);
    for (const km of [1, 2, 5, 25, 100]) {
      for (const days of [null, ["Friday" as const], ["Saturday" as const, "Sunday" as const]]) {
        for (const filter of nearbyFilters({ latitude: 38.72, longitude: -9.14 }, km, days)) {
          const explain = gyms.explain(filter);
          expect(explain.plan, `${km} km ${JSON.stringify(filter).slice(0, 60)}`).toBe("index");
          expect(explain.examined).toBe(explain.returned);
          expect(explain.examined).toBeLessThanOrEqual(1000);
        }
      }
    }
  });

  it("walk the latitude index for a circle that reaches a pole", async () => {
    const store = await storeWithGyms();
    const [filter] = nearbyFilters({ latitude: 89.5, longitude: 0 }, 100, null);
    expect(filter).toHaveProperty("latitude");
    const explain = store.collection(GYMS).explain(filter!);
    expect(explain).toMatchObject({ plan: "index", index: "latitude_1", examined: 0 });
  });
});
