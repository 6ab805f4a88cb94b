import type { DojoView, TrainingEventView } from "@kumite/contracts/dojo/views";
import type { GymView } from "@kumite/contracts/gym/views";
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

/** A training event as GET /api/dojos/{id}/events answers it: ahead, with places free, the reader not in it. */
export function trainingEventView(
  overrides: Partial<Omit<TrainingEventView, "viewer">> & { viewer?: Partial<TrainingEventView["viewer"]> } = {},
): TrainingEventView {
  const { viewer, ...rest } = overrides;
  return {
    id: "e-1",
    title: "Saturday randori",
    description: "Bring your gi",
    eventDate: "2030-03-09T10:00:00.000Z",
    maxParticipants: 10,
    currentParticipants: 3,
    dojoId: "d-1",
    dojo: { name: "Kodokan Lisboa" },
    isDojoOnly: false,
    createdBy: "u-9",
    creator: { displayName: "Rui Alves", username: "rui" },
    participants: [{ userId: "u-9" }, { userId: "u-2" }, { userId: "u-3" }],
    waitlistCount: 0,
    cancelled: false,
    ...rest,
    viewer: {
      past: false,
      full: false,
      joined: false,
      organizer: false,
      manages: false,
      waitlistPosition: null,
      ...viewer,
    },
  };
}

/** A gym as GET /api/gyms/nearby answers it: 3.2 km away, no open mats yet. */
export function gymView(overrides: Partial<GymView> = {}): GymView {
  return {
    id: "g-1",
    name: "Gracie Barra Lisboa",
    address: "Rua Augusta 10, Lisbon",
    phone: "+351 21 123 4567",
    website: "https://gb-lisboa.example/",
    description: "BJJ for all levels",
    martialArts: ["Brazilian Jiu-Jitsu", "Judo", "Wrestling", "Sambo"],
    latitude: 38.7101,
    longitude: -9.1368,
    distance: 3.2,
    addedAt: "2030-03-01T10:00:00.000Z",
    addedBy: { displayName: "Rui Alves", username: "rui" },
    openMats: [],
    nextOpenMat: null,
    dojos: [],
    ...overrides,
  };
}
