import type { ConnectedMemberView, ConnectionView } from "@kumite/contracts/social/views";

export function connectedMember(overrides: Partial<ConnectedMemberView> = {}): ConnectedMemberView {
  return {
    id: "user-2",
    displayName: "Kenji Sato",
    username: "kenji",
    location: "Osaka",
    martialArts: ["Karate"],
    ...overrides,
  };
}

/** A connection from `user` (who asked) to `connectedUser` (who was asked); accepted unless told. */
export function connectionView(overrides: Partial<ConnectionView> = {}): ConnectionView {
  const user =
    overrides.user ??
    connectedMember({ id: overrides.userId ?? "user-1", displayName: "Ana de Souza", username: "ana_judo" });
  const connectedUser = overrides.connectedUser ?? connectedMember({ id: overrides.connectedUserId ?? "user-2" });
  return {
    id: "connection-1",
    userId: user.id,
    connectedUserId: connectedUser.id,
    status: "accepted",
    createdAt: "2025-02-01T00:00:00.000Z",
    acceptedAt: "2025-02-02T00:00:00.000Z",
    matched: false,
    ...overrides,
    user,
    connectedUser,
  };
}
