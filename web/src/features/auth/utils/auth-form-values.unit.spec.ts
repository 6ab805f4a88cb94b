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
    });
  });
});
