import { describe, it } from "vitest";
import type { UserRegistered } from "@kumite/contracts/identity/events";
import { Conflict, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing/decider-spec";
import { userDecider } from "./user.ts";

const spec = deciderSpec(userDecider, { aggregateId: "u1" });
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
  latitude: 34.69,
  longitude: 135.5,
  rank: "2nd kyu",
  weightKg: 73,
  giPreference: "gi",
  intensity: "moderate",
  bio: "",
};
const { userId: _userId, ...fields } = profile;
const registered = { type: "UserRegistered", data: profile } as const;

describe("user", () => {
  describe("before registration", () => {
    it("registers with the given profile", () =>
      spec.given([]).when({ type: "RegisterUser", data: fields }).then([registered]));
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
