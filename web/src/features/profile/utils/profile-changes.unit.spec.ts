import { describe, expect, it } from "vitest";
import { sessionUser } from "@/testing/fixtures.ts";
import { profileChanges, profileOf } from "./profile-changes.ts";

const before = profileOf(sessionUser({ latitude: 38.7, longitude: -9.1 }));

describe("profileChanges", () => {
  it("is empty when nothing changed", () => {
    expect(profileChanges(before, { ...before, martialArts: [...before.martialArts] })).toEqual({});
  });

  it("keeps only the changed fields", () => {
    expect(profileChanges(before, { ...before, displayName: "Ana S.", weightKg: 63, martialArts: ["Judo"] })).toEqual({
      displayName: "Ana S.",
      weightKg: 63,
      martialArts: ["Judo"],
    });
  });

  it("sends the coordinates together when one of them changed", () => {
    expect(profileChanges(before, { ...before, longitude: -9.2 })).toEqual({ latitude: 38.7, longitude: -9.2 });
    expect(profileChanges(before, { ...before, latitude: null, longitude: null })).toEqual({
      latitude: null,
      longitude: null,
    });
  });
});
