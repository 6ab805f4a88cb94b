import type { MatchCandidate } from "@kumite/contracts/social/views";

/** A candidate with nothing but a name and an art, `overrides` on top. */
export const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: "c-1",
  displayName: "Kenji Sato",
  username: "kenji",
  martialArts: ["Judo"],
  skillLevel: null,
  ageRange: null,
  experience: "",
  rank: "",
  location: "",
  availability: [],
  trainingGoals: [],
  bio: "",
  giPreference: null,
  intensity: null,
  weightKg: null,
  distanceKm: null,
  score: 50,
  reasons: [],
  matchReasons: [],
  ...overrides,
});
