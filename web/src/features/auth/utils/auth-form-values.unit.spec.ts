import { describe, expect, it } from "vitest";
import { toRegisterBody } from "./auth-form-values.ts";

describe("toRegisterBody", () => {
  it("sends every profile field, empties as [] / null / '', text trimmed", () => {
    expect(
      toRegisterBody({ email: " a@b.co ", password: " pass word ", username: " ana ", displayName: " Ana " }),
    ).toEqual({
      email: "a@b.co",
      password: " pass word ",
      username: "ana",
      displayName: "Ana",
      martialArts: [],
      skillLevel: null,
      ageRange: null,
      trainingGoals: [],
      availability: [],
      experience: "",
      location: "",
      latitude: null,
      longitude: null,
      bio: "",
      rank: "",
      weightKg: null,
      giPreference: null,
      intensity: null,
    });
  });

  it("sends the combat-sports fields, the rank trimmed", () => {
    expect(
      toRegisterBody({
        email: "a@b.co",
        password: "secret-pass",
        username: "ana",
        displayName: "Ana",
        rank: " Blue belt ",
        weightKg: 63.5,
        giPreference: "no-gi",
        intensity: "hard",
      }),
    ).toMatchObject({ rank: "Blue belt", weightKg: 63.5, giPreference: "no-gi", intensity: "hard" });
  });
});
