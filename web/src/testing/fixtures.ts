import type { SessionUser, UserView } from "@kumite/contracts/identity/views";

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "user-1",
    username: "ana_judo",
    displayName: "Ana de Souza",
    email: "ana@example.com",
    martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
    experience: "8 years, brown belt",
    bio: "Randori every Tuesday.",
    location: "Lisbon",
    latitude: null,
    longitude: null,
    ageRange: "26-35",
    skillLevel: "Advanced",
    trainingGoals: ["Competition"],
    availability: ["Tuesday"],
    dojoId: null,
    dojoRole: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** What GET /api/users/{id} replies: the session user without the email. */
export function userView(overrides: Partial<UserView> = {}): UserView {
  const { email: _email, ...view } = sessionUser();
  return { ...view, ...overrides };
}
