import { describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import type { UserRegistered } from "@kumite/contracts/identity/events";
import { Conflict, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { userDecider } from "./user.ts";

const spec = deciderSpec(userDecider, { aggregateId: "u1" });
const osaka = { latitude: 34.69, longitude: 135.5 };
const profile: UserRegistered = {
  userId: "u1",
  username: "mika",
  displayName: "Mika Tanaka",
  martialArts: ["Judo"],
  skillLevel: "Intermediate",
  ageRange: "26-35",
  trainingGoals: ["Competition"],
  availability: ["Monday"],
  experience: "6 years",
  location: "Osaka",
  cell: cellOf(osaka),
  rank: "2nd kyu",
  weightKg: 73,
  giPreference: "gi",
  intensity: "moderate",
  bio: "",
};
const { userId: _userId, cell: _cell, ...publicFields } = profile;
/** What the member sends: their point, which the public event turns into its cell. */
const fields = { ...publicFields, ...osaka };
const registered = { type: "UserRegistered", data: profile } as const;

describe("user", () => {
  describe("before registration", () => {
    it("registers with the given profile, saying only which ~1 km cell the member's point is in", () =>
      spec.given([]).when({ type: "RegisterUser", data: fields }).then([registered]));
    it("registers a member who gave no point with no cell", () =>
      spec
        .given([])
        .when({ type: "RegisterUser", data: { ...fields, latitude: null, longitude: null } })
        .then([{ type: "UserRegistered", data: { ...profile, cell: null } }]));
    it("cannot be deleted", () =>
      spec.given([]).when({ type: "DeleteUser", data: {} }).thenThrows(NotFound, "User not found"));
    it("has no profile to change", () =>
      spec
        .given([])
        .when({ type: "UpdateProfile", data: { bio: "hi" } })
        .thenThrows(NotFound));
  });

  describe("once registered", () => {
    it("changes its profile", () =>
      spec
        .given([registered])
        .when({ type: "UpdateProfile", data: { displayName: "Mika T." } })
        .then([{ type: "UserProfileUpdated", data: { userId: "u1", displayName: "Mika T." } }]));
    it("publishes a move to another cell as that cell, never the point", () =>
      spec
        .given([registered])
        .when({ type: "UpdateProfile", data: { latitude: 34.75, longitude: 135.5 } })
        .then([
          {
            type: "UserProfileUpdated",
            data: { userId: "u1", cell: cellOf({ latitude: 34.75, longitude: 135.5 }) },
          },
        ]));
    it("publishes nothing for a move within the same cell, and only the rest of an edit that has one", () => {
      const sameCell = { latitude: osaka.latitude + 0.0001, longitude: osaka.longitude };
      expect(cellOf(sameCell)).toEqual(cellOf(osaka));
      spec.given([registered]).when({ type: "UpdateProfile", data: sameCell }).then([]);
      spec
        .given([registered])
        .when({ type: "UpdateProfile", data: { ...sameCell, bio: "Judoka" } })
        .then([{ type: "UserProfileUpdated", data: { userId: "u1", bio: "Judoka" } }]);
    });
    it("publishes a cleared point as no cell", () =>
      spec
        .given([registered])
        .when({ type: "UpdateProfile", data: { latitude: null, longitude: null } })
        .then([{ type: "UserProfileUpdated", data: { userId: "u1", cell: null } }]));
    it("cannot register again", () =>
      spec.given([registered]).when({ type: "RegisterUser", data: fields }).thenThrows(Conflict));
    it("is deleted", () =>
      spec
        .given([registered])
        .when({ type: "DeleteUser", data: {} })
        .then([{ type: "UserDeleted", data: { userId: "u1" } }]));
  });

  describe("once deleted", () => {
    const history = [registered, { type: "UserDeleted", data: { userId: "u1" } } as const];
    it("cannot be deleted twice", () =>
      spec.given(history).when({ type: "DeleteUser", data: {} }).thenThrows(NotFound));
    it("has no profile to change any more", () =>
      spec
        .given(history)
        .when({ type: "UpdateProfile", data: { bio: "hi" } })
        .thenThrows(NotFound));
    it("cannot come back under the same id", () =>
      spec.given(history).when({ type: "RegisterUser", data: fields }).thenThrows(Conflict));
  });
});
