import type { DojoView } from "@kumite/contracts/dojo/views";
import type { SessionUser, UserView } from "@kumite/contracts/identity/views";

/** What GET /api/users/{id} replies: a member as others see them, never their coordinates. */
export function userView(overrides: Partial<UserView> = {}): UserView {
  return {
    id: "user-1",
    username: "ana_judo",
    displayName: "Ana de Souza",
    martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
    experience: "8 years, brown belt",
    bio: "Randori every Tuesday.",
    location: "Lisbon",
    ageRange: "26-35",
    skillLevel: "Advanced",
    trainingGoals: ["Competition"],
    availability: ["Tuesday"],
    dojoId: null,
    dojoRole: null,
    rank: "",
    weightKg: null,
    giPreference: null,
    intensity: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The signed-in member: their own view plus their email and coordinates. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...userView(), email: "ana@example.com", latitude: null, longitude: null, ...overrides };
}

/** A dojo as GET /api/dojos answers it. */
export function dojoView(overrides: Partial<DojoView> = {}): DojoView {
  return {
    id: "d-1",
    name: "Kodokan Lisboa",
    description: "Judo every evening",
    location: "Lisbon",
    martialArts: ["Judo"],
    style: null,
    ownerId: "u-9",
    owner: { displayName: "Rui Alves", username: "rui" },
    memberCount: 12,
    ...overrides,
  };
}
