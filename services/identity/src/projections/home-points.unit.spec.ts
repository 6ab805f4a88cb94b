import { describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { homePointOf } from "../queries/home-points.ts";
import { homePointsProjection } from "./home-points.ts";

// A member's own point: from the private stream, and from the old public events that carried it
// before points left the public stream. The two streams come in any interleaving.

const spec = projectionSpec([homePointsProjection]);

const lisbon = { latitude: 38.72251, longitude: -9.13933 };
const porto = { latitude: 41.14961, longitude: -8.61099 };
const faro = { latitude: 37.01938, longitude: -7.93044 };
const nowhere = { latitude: null, longitude: null };

/** As identity wrote a sign-up before points left its public events. */
const oldRegistration = (userId: string, point: typeof lisbon | typeof nowhere): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, username: userId, displayName: userId, ...point },
});
const oldMove = (userId: string, point: typeof lisbon | typeof nowhere): GivenEvent => ({
  type: "UserProfileUpdated",
  aggregateId: userId,
  data: { userId, ...point },
});
const registration = (userId: string, point: typeof lisbon): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, username: userId, displayName: userId, cell: cellOf(point) },
});
const pointSet = (userId: string, point: typeof lisbon | typeof nowhere): GivenEvent => ({
  type: "HomePointSet",
  aggregateId: userId,
  data: { userId, ...point },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });

describe("members' own points", () => {
  it("come from the private stream; the public events carry only the cell", () =>
    spec
      .given({ IDENTITY: [registration("ana", lisbon)], IDENTITY_PRIVATE: [pointSet("ana", lisbon)] })
      .inEveryOrder(async (store) => {
        expect(await homePointOf(store, "ana")).toEqual(lisbon);
        expect(await homePointOf(store, "nobody")).toEqual(nowhere);
      }));

  it("are kept from the old public events that carried them, the latest winning", () =>
    spec
      .given({ IDENTITY: [oldRegistration("ana", lisbon), oldMove("ana", porto), oldRegistration("ben", nowhere)] })
      .then(async (store) => {
        expect(await homePointOf(store, "ana")).toEqual(porto);
        expect(await homePointOf(store, "ben")).toEqual(nowhere);
      }));

  it("set on the private stream win over any old public event, whichever comes first", () =>
    spec
      .given({
        IDENTITY: [oldRegistration("ana", lisbon), oldMove("ana", porto), oldRegistration("ben", lisbon)],
        IDENTITY_PRIVATE: [pointSet("ana", faro), pointSet("ben", nowhere)],
      })
      .inEveryOrder(async (store) => {
        expect(await homePointOf(store, "ana")).toEqual(faro);
        // A member who cleared their point after the change stays without one.
        expect(await homePointOf(store, "ben")).toEqual(nowhere);
      }));

  it("are forgotten with the account, whichever stream comes first", () =>
    spec
      .given({
        IDENTITY: [oldRegistration("ana", lisbon), deleted("ana")],
        IDENTITY_PRIVATE: [pointSet("ana", porto)],
      })
      .inEveryOrder(async (store) => {
        expect(await homePointOf(store, "ana")).toEqual(nowhere);
      }));
});
