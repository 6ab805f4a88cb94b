import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { gymsProjection, MESSAGING_GYMS } from "./gyms.ts";

// The gyms messaging knows of (one chat each), from gym's GymAdded; projectionSpec also runs them
// against a hostile store and expects the same documents.

const spec = projectionSpec([gymsProjection]);
const added = (gymId: string, name: string): GivenEvent => ({
  type: "GymAdded",
  aggregateId: `listing-of-${gymId}`,
  data: {
    gymId,
    nameKey: name.toLowerCase(),
    name,
    address: "Rua A 1",
    phone: null,
    website: null,
    description: "",
    martialArts: [],
    latitude: 38.7,
    longitude: -9.1,
    addedBy: "ana",
  },
});

describe("the gyms messaging knows", () => {
  it("holds each gym's id and name once", () =>
    spec.given({ GYM: [added("g1", "Gracie Barra Lisboa"), added("g2", "Checkmat Porto")] }).then(async (store) => {
      const gyms = await store.collection(MESSAGING_GYMS).find({}, { sort: { _id: 1 } });
      expect(gyms).toEqual([
        { _id: "g1", name: "Gracie Barra Lisboa" },
        { _id: "g2", name: "Checkmat Porto" },
      ]);
    }));
});
