import { describe, expect, it } from "vitest";
import { fitOf, type MatchProfile } from "./score.ts";

const me: MatchProfile = {
  martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
  skillLevel: "Intermediate",
  availability: ["Monday", "Thursday"],
  trainingGoals: ["Competition"],
};

describe("how well a candidate fits", () => {
  it("gives a twin next door the full score, with every reason", () => {
    const fit = fitOf(me, me, 0, 50);
    expect(fit.score).toBe(100);
    expect(fit.reasons).toEqual([
      "Both train Judo and Brazilian Jiu-Jitsu",
      "Same skill level: Intermediate",
      "0 km away",
      "Both free on Monday and Thursday",
      "Shared goals: Competition",
    ]);
    expect(fit.matchReasons).toEqual([
      { kind: "arts", values: ["Judo", "Brazilian Jiu-Jitsu"] },
      { kind: "skill", value: "Intermediate" },
      { kind: "distance", km: 0 },
      { kind: "days", values: ["Monday", "Thursday"] },
      { kind: "goals", values: ["Competition"] },
    ]);
  });

  it("ranks shared arts above a shared level, and nearer above farther", () => {
    const sameArts = fitOf(me, { ...me, skillLevel: "Advanced", availability: [], trainingGoals: [] }, null, 50);
    const sameLevel = fitOf(me, { ...me, martialArts: ["Boxing"], availability: [], trainingGoals: [] }, null, 50);
    expect(sameArts.score).toBeGreaterThan(sameLevel.score);
    expect(fitOf(me, me, 5, 50).score).toBeGreaterThan(fitOf(me, me, 40, 50).score);
  });

  it("says nothing it cannot back up", () => {
    const stranger: MatchProfile = {
      martialArts: ["Boxing"],
      skillLevel: null,
      availability: ["Sunday"],
      trainingGoals: ["Social"],
    };
    expect(fitOf(me, stranger, 49.9, 50)).toEqual({ score: 0, reasons: [], matchReasons: [] });
    expect(fitOf({ martialArts: [], skillLevel: null, availability: [], trainingGoals: [] }, me, null, 50)).toEqual({
      score: 0,
      reasons: [],
      matchReasons: [],
    });
  });

  it("shortens long lists of shared things", () => {
    const everyDay = {
      ...me,
      availability: ["Monday", "Tuesday", "Wednesday", "Thursday"] as MatchProfile["availability"],
    };
    const fit = fitOf(everyDay, everyDay, null, 50);
    expect(fit.reasons).toContain("Both free on Monday, Tuesday and 2 more");
    // The data keeps them all: a client shortens in its own words.
    expect(fit.matchReasons).toContainEqual({ kind: "days", values: ["Monday", "Tuesday", "Wednesday", "Thursday"] });
  });
});
