import { describe, expect, it } from "vitest";
import type { GymListingEvent, GymProfile } from "@kumite/contracts/gym/events";
import { deciderSpec } from "@kumite/kit/testing";
import { DuplicateGym, listingDecider } from "./listing.ts";
import { nameKey, similarKeys } from "./gym-name.ts";

const spec = deciderSpec(listingDecider, { aggregateId: "key-hash", actorId: "ana", commandId: "gym-2" });
const profile: GymProfile = {
  name: "Gracie Barra Lisboa",
  address: "Rua A 1, Lisboa",
  phone: null,
  website: null,
  description: "",
  martialArts: ["Brazilian Jiu-Jitsu"],
  latitude: 38.7223,
  longitude: -9.1393,
};
const added = (gymId: string, at: Partial<GymProfile> = {}): GymListingEvent => ({
  type: "GymAdded",
  data: { ...profile, ...at, gymId, nameKey: "gracie barra lisboa", addedBy: "ben" },
});
const add = (at: Partial<GymProfile> = {}) =>
  ({ type: "AddGym", data: { ...profile, ...at, nameKey: "gracie barra lisboa", addedBy: "ana" } }) as const;
/** About 100 m and 200 m north of the gym (a degree of latitude is 111.2 km). */
const north = (meters: number) => ({ latitude: profile.latitude + meters / 111_195 });

describe("a gym's listing under its name", () => {
  it("adds a gym with the command's id", () => {
    spec
      .given([])
      .when(add())
      .then([
        { type: "GymAdded", data: { ...profile, gymId: "gym-2", nameKey: "gracie barra lisboa", addedBy: "ana" } },
      ]);
  });

  it("refuses one within 150 m of a gym of the same name, naming the nearest", () => {
    spec
      .given([added("gym-1")])
      .when(add(north(100)))
      .thenThrows(DuplicateGym);
    spec
      .given([added("gym-1")])
      .when(add(north(149)))
      .thenThrows(DuplicateGym);
    try {
      listingDecider.decide(
        { ...add(north(20)), metadata: { aggregateId: "k", actorId: "ana", now: new Date(), commandId: "c" } },
        [added("far", north(140)), added("near", north(10))].reduce(listingDecider.evolve, listingDecider.initialState),
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DuplicateGym);
      expect((error as DuplicateGym).gymId).toBe("near");
      expect((error as DuplicateGym).code).toBe("gym.duplicate");
    }
  });

  it("adds a branch farther than 150 m away", () => {
    spec
      .given([added("gym-1")])
      .when(add(north(200)))
      .then([
        {
          type: "GymAdded",
          data: { ...profile, ...north(200), gymId: "gym-2", nameKey: "gracie barra lisboa", addedBy: "ana" },
        },
      ]);
  });

  it("folds a GymAdded applied twice once", () => {
    const state = [added("gym-1"), added("gym-1")].reduce(listingDecider.evolve, listingDecider.initialState);
    expect(state.gyms).toHaveLength(1);
  });
});

describe("similar names", () => {
  it("ignore case, accents, punctuation, whitespace and words that name a kind of place", () => {
    const key = nameKey("Gracie Barra Lisboa");
    for (const name of [
      "GRACIE   BARRA lisboa",
      "Gracie-Barra, Lisboa!",
      "Grácie Barra Lisbôa",
      "Academia Gracie Barra Lisboa",
      "The Gracie Barra Lisboa Team",
    ]) {
      expect(nameKey(name)).toBe(key);
    }
  });

  it("keep the words that tell places apart", () => {
    expect(nameKey("Lisbon BJJ")).not.toBe(nameKey("Lisbon MMA"));
    expect(nameKey("Gracie Barra Porto")).not.toBe(nameKey("Gracie Barra Lisboa"));
    expect(nameKey("The Gym")).toBe("the gym");
    expect(nameKey("Tom & Jerry")).toBe(nameKey("Tom and Jerry"));
  });

  it("are near when a typo or a dropped word apart", () => {
    const similar = (a: string, b: string) => similarKeys(nameKey(a), nameKey(b));
    expect(similar("Gracie Barra Lisboa", "Gracie Bara Lisboa")).toBe(true);
    expect(similar("Gracie Barra Lisboa", "Gracy Barra Lisboa")).toBe(true);
    expect(similar("Checkmat", "Checkmate")).toBe(true);
    expect(similar("Gracie Barra", "Gracie Barra Lisboa")).toBe(true);
    expect(similar("Gracie Barra Lisboa", "Gracie Barra Porto")).toBe(false);
    expect(similar("Lisbon BJJ", "Lisbon MMA")).toBe(false);
    expect(similar("Tiger", "Tigre")).toBe(false);
    expect(similar("Judo", "Jude")).toBe(false);
    expect(similar("Barra", "Gracie Barra")).toBe(false);
  });
});
