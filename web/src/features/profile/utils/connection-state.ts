import type { ConnectionView } from "@kumite/contracts/social/views";

/** Where the signed-in member stands with another: none yet, asked (by me / by them), or connected. */
export type ConnectionState = "none" | "requested" | "received" | "connected";

export function connectionStateWith(
  connections: readonly ConnectionView[],
  me: string,
  member: string,
): ConnectionState {
  const connection = connections.find(
    (c) => (c.userId === me && c.connectedUserId === member) || (c.userId === member && c.connectedUserId === me),
  );
  if (!connection) return "none";
  if (connection.status === "accepted") return "connected";
  return connection.userId === me ? "requested" : "received";
}
