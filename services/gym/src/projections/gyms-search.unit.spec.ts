import { describe, expect, it } from "vitest";
import type { GymProfile } from "@kumite/contracts/gym/events";
import { homeCellOf } from "@kumite/contracts/identity/cells";
import { PUBLIC_PROFILE_DEFAULTS } from "@kumite/contracts/identity/events";
import type { MartialArt } from "@kumite/contracts/values";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { SearchIndex } from "@kumite/kit/search";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { searchGyms } from "../queries/gym-search.ts";
import type { Reader } from "../queries/gyms.ts";
import { gymDojosProjection } from "./gym-dojos.ts";
import { gymsProjection } from "./gyms.ts";
import { gymsSearch } from "./gyms-search.ts";

// Gyms as search finds them: a table of queries and the gym each must find first, and between
// close matches the nearer to the member's cell first, with IDENTITY's and GYM's events in every
// order. projectionSpec also runs each against a hostile store.

const spec = projectionSpec([
  memberDirectory,
  blocksProjection,
  suspensionsProjection,
  gymDojosProjection,
  gymsProjection,
  gymsSearch.projection,
]);
const reader = (memberId: string): Reader => ({ memberId, timeZone: "UTC", now: new Date("2026-11-27T17:00:00Z") });

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const PORTO = { latitude: 41.1579, longitude: -8.6291 };

const added = (gymId: string, name: string, martialArts: MartialArt[], at = LISBON, description = ""): GivenEvent => {
  const profile: GymProfile = {
    name,
    address: `Rua ${gymId} 1`,
    phone: null,
    website: "",
    description,
    martialArts,
    ...at,
  };
  return { type: "GymAdded", aggregateId: gymId, data: { ...profile, gymId, nameKey: gymId, addedBy: "ana" } };
};
const living = (userId: string, point: { latitude: number; longitude: number } | null): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PUBLIC_PROFILE_DEFAULTS, userId, displayName: userId, username: userId, cell: point && homeCellOf(point) },
});

const GYMS = [
  added("gb-lisboa", "Gracie Barra Lisboa", ["Brazilian Jiu-Jitsu"]),
  added("checkmat", "Checkmat Lisboa", ["Brazilian Jiu-Jitsu"]),
  added("nova", "Nova União Team", ["Brazilian Jiu-Jitsu", "Mixed Martial Arts"], PORTO),
  added("tiger", "Tiger Muay Thai Porto", ["Muay Thai"], PORTO),
  added("kodokan", "Kodokan Judô Lisboa", ["Judo"]),
  added("atlas", "Atlas Boxing Gym", ["Boxing"], PORTO, "Boxe e kickboxe"),
];

const TABLE: ReadonlyArray<readonly [query: string, first: string]> = [
  ["gracie bara", "gb-lisboa"],
  ["grace barra", "gb-lisboa"],
  ["chekmat", "checkmat"],
  ["nova uniao", "nova"],
  ["mma porto", "nova"],
  ["thai boxing", "tiger"],
  ["muay thai", "tiger"],
  ["judô", "kodokan"],
  ["judo lisbon", "kodokan"],
  ["boxe", "atlas"],
];

const ids = (list: Array<{ id: string }>) => list.map((gym) => gym.id);
const found = async (store: ReadStore, memberId: string, text: string) =>
  ids(await searchGyms(store, new SearchIndex(gymsSearch), text, {}, reader(memberId)));

describe("gyms search", () => {
  it("finds the gym each query means first", () =>
    spec.given({ GYM: GYMS }).then(async (store) => {
      const index = new SearchIndex(gymsSearch);
      const firsts = [];
      for (const [query] of TABLE) firsts.push((await searchGyms(store, index, query, {}, reader("ana")))[0]?.id);
      expect(firsts).toEqual(TABLE.map(([, first]) => first));
    }));

  it("puts the nearer of two close matches first, from the member's cell, and shows no distance", async () => {
    const orders = await spec
      .given({
        GYM: [added("gb-lisboa", "Gracie Barra", ["Judo"]), added("gb-porto", "Gracie Barra", ["Judo"], PORTO)],
        IDENTITY: [living("pia", PORTO), living("leo", LISBON)],
      })
      .inEveryOrder(async (store) => {
        expect(await found(store, "pia", "gracie barra")).toEqual(["gb-porto", "gb-lisboa"]);
        expect(await found(store, "leo", "gracie barra")).toEqual(["gb-lisboa", "gb-porto"]);
        const [first] = await searchGyms(store, new SearchIndex(gymsSearch), "gracie", {}, reader("pia"));
        expect(first).not.toHaveProperty("distance");
        expect(first).toMatchObject({ matched: ["gracie"] });
      });
    expect(orders).toBeGreaterThan(1);
  });

  it("keeps with `openMat` only the gyms with an open mat then", () =>
    spec
      .given({
        GYM: [
          ...GYMS,
          {
            type: "OpenMatAdded",
            aggregateId: "checkmat",
            data: {
              gymId: "checkmat",
              openMatId: "m1",
              weekday: "Friday",
              start: "18:00",
              end: "20:00",
              kind: "gi",
              fee: null,
              note: "",
              addedBy: "ana",
            },
          },
        ],
      })
      .then(async (store) => {
        const index = new SearchIndex(gymsSearch);
        expect(ids(await searchGyms(store, index, "lisboa", { openMat: "today" }, reader("ana")))).toEqual([
          "checkmat",
        ]);
      }));
});
