import { describe, expect, it } from "vitest";
import type { GymProfile } from "@kumite/contracts/gym/events";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { gymById, listGyms, nearbyGyms, type Reader } from "../queries/gyms.ts";
import { gymDojosProjection } from "./gym-dojos.ts";
import { gymsProjection } from "./gyms.ts";

// The gyms read model from gym's events, and the dojos it names from dojo's, in every order of the
// two streams. projectionSpec also runs them against a hostile store (failed writes retried,
// events applied again, handlers twice at once) and expects the same documents.

const spec = projectionSpec([gymDojosProjection, gymsProjection]);
const profile: GymProfile = {
  name: "Gracie Barra Lisboa",
  address: "Rua A 1",
  phone: null,
  website: "https://gb.example.com/",
  description: "",
  martialArts: ["Brazilian Jiu-Jitsu"],
  latitude: 38.7223,
  longitude: -9.1393,
};
// Friday 27 November 2026, 17:00 in Lisbon (UTC).
const reader = (memberId = "cid"): Reader => ({
  memberId,
  timeZone: "Europe/Lisbon",
  now: new Date("2026-11-27T17:00:00Z"),
});

const added = (gymId: string, at: Partial<GymProfile> = {}, occurredAt = "2026-11-20T09:00:00.000Z"): GivenEvent => ({
  type: "GymAdded",
  aggregateId: gymId,
  data: { ...profile, ...at, gymId, nameKey: gymId, addedBy: "ana" },
  occurredAt,
});
const openMat = (openMatId: string, weekday: string, start: string, end: string): GivenEvent => ({
  type: "OpenMatAdded",
  aggregateId: "g1",
  data: { gymId: "g1", openMatId, weekday, start, end, kind: "no-gi", fee: null, note: "", addedBy: "ana" },
  occurredAt: "2026-11-21T09:00:00.000Z",
});
const stance = (type: "OpenMatConfirmed" | "OpenMatFlagged", openMatId: string, memberId: string): GivenEvent => ({
  type,
  aggregateId: "g1",
  data: { gymId: "g1", openMatId, memberId },
  occurredAt: "2026-11-23T09:00:00.000Z",
});
const dojo = (type: string, data: object): GivenEvent => ({ type, aggregateId: "d1", data: { dojoId: "d1", ...data } });

describe("the gyms projection", () => {
  it("keeps each gym with its open mats, stances, days and dojos, whatever the order of the streams", () =>
    spec
      .given({
        GYM: [
          added("g1"),
          added("g2", { latitude: 38.8, name: "North" }, "2026-11-21T09:00:00.000Z"),
          openMat("fri", "Friday", "18:00", "20:00"),
          openMat("sun", "Sunday", "10:00", "12:00"),
          stance("OpenMatConfirmed", "fri", "ben"),
          stance("OpenMatConfirmed", "fri", "cid"),
          stance("OpenMatFlagged", "sun", "ben"),
          stance("OpenMatFlagged", "sun", "cid"),
          { type: "DojoLinked", aggregateId: "g1", data: { gymId: "g1", dojoId: "d1", linkedBy: "ana" } },
          { type: "DojoLinked", aggregateId: "g1", data: { gymId: "g1", dojoId: "d2", linkedBy: "ana" } },
        ],
        DOJO: [
          dojo("DojoFounded", {
            ownerId: "ana",
            name: "Old name",
            description: "",
            location: "Lisboa",
            martialArts: ["Judo"],
          }),
          dojo("DojoUpdated", { name: "Lisbon Judo", description: "", location: "Lisboa", martialArts: ["Judo"] }),
        ],
      })
      .inEveryOrder(async (store) => {
        const gym = await gymById(store, "g1", reader());
        expect(gym.openMats.map((one) => [one.id, one.confirmations, one.flags, one.viewer])).toEqual([
          ["fri", 3, 0, { confirmed: true, flagged: false }],
        ]);
        expect(gym.openMats[0]!.lastConfirmedAt).toBe("2026-11-23T09:00:00.000Z");
        expect(gym.nextOpenMat).toMatchObject({ openMatId: "fri", daysAhead: 0 });
        expect(gym.dojos).toEqual([{ id: "d1", name: "Lisbon Judo" }]);
        expect(gym.addedBy).toBeNull();
        expect((await listGyms(store, { timeZone: "UTC" }, reader())).map((one) => one.id)).toEqual(["g2", "g1"]);
        const today = await listGyms(store, { openMat: "today", timeZone: "Europe/Lisbon" }, reader());
        expect(today.map((one) => one.id)).toEqual(["g1"]);
        // Sunday's open mat is gone (two flags against its adder's confirmation).
        expect(await listGyms(store, { openMat: "weekend", timeZone: "UTC" }, reader())).toEqual([]);
        const near = await nearbyGyms(
          store,
          { latitude: 38.7223, longitude: -9.1393, radius: 25, timeZone: "UTC" },
          reader(),
        );
        expect(near.map((one) => [one.id, one.distance])).toEqual([
          ["g1", 0],
          ["g2", 8.6],
        ]);
      }));

  it("leaves an archived dojo off its gyms", () =>
    spec
      .given({
        GYM: [
          added("g1"),
          { type: "DojoLinked", aggregateId: "g1", data: { gymId: "g1", dojoId: "d1", linkedBy: "a" } },
        ],
        DOJO: [
          dojo("DojoFounded", { ownerId: "ana", name: "Gone", description: "", location: "", martialArts: ["Judo"] }),
          dojo("DojoArchived", {}),
        ],
      })
      .inEveryOrder(async (store) => {
        expect((await gymById(store, "g1", reader())).dojos).toEqual([]);
      }));

  it("counts no flag from a member who was new when they made it, and shows them their own", () => {
    const flag = (memberId: string, counted?: boolean): GivenEvent => ({
      ...stance("OpenMatFlagged", "fri", memberId),
      data: { gymId: "g1", openMatId: "fri", memberId, ...(counted === undefined ? {} : { counted }) },
    });
    return spec
      .given({
        GYM: [
          added("g1"),
          openMat("fri", "Friday", "18:00", "20:00"),
          flag("new1", false),
          flag("new2", false),
          flag("new3", false),
          flag("ben"),
        ],
      })
      .inEveryOrder(async (store) => {
        const gym = await gymById(store, "g1", reader("new1"));
        // Ana's confirmation against Ben's one flag (an event from before flags were weighed): listed.
        expect(gym.openMats.map((one) => [one.id, one.confirmations, one.flags, one.viewer])).toEqual([
          ["fri", 1, 1, { confirmed: false, flagged: true }],
        ]);
      });
  });
});
