import type { ConnectedMemberView, ConnectionView } from "@kumite/contracts/social/views";
import type { ReadStore } from "@kumite/kit/read-store";
import { type Member, blockedWith, membersById } from "@kumite/kit/members";
import { CONNECTIONS, type ConnectionDocument } from "../projections/collections.ts";

// Connections as their two members see them, each side shown by name, place and arts (never by
// coordinates), joined at query time so a renamed member shows their new name at once.

const MEMBER_VIEW_FIELDS = { displayName: 1, username: 1, location: 1, martialArts: 1 } as const;

export async function findConnection(store: ReadStore, connectionId: string): Promise<ConnectionDocument | null> {
  return store.collection<ConnectionDocument>(CONNECTIONS).findOne({ _id: connectionId });
}

/**
 * The member's connections, pending and accepted, newest first. A block's reaction removes the
 * connection between the two; until it has (or if a request slipped in just as the block landed),
 * it is not shown either.
 */
export async function connectionsOf(store: ReadStore, memberId: string): Promise<ConnectionView[]> {
  const [all, blocked] = await Promise.all([
    store.collection<ConnectionDocument>(CONNECTIONS).find({ members: memberId }),
    blockedWith(store, memberId),
  ]);
  const connections = all.filter(
    ({ userId, connectedUserId }) => !blocked.has(userId === memberId ? connectedUserId : userId),
  );
  connections.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id));
  const views = await Promise.all(connections.map((connection) => connectionView(store, connection)));
  return views.filter((view): view is ConnectionView => view !== null);
}

export async function acceptedConnectionCount(store: ReadStore, memberId: string): Promise<number> {
  return store.collection(CONNECTIONS).countDocuments({ members: memberId, status: "accepted" });
}

/**
 * Whom the member is connected with or has asked (`settled`), and who asked them and waits for an
 * answer (`askedBy`): a like back from Matching is how most of those become matches.
 */
export async function connectionsAround(
  store: ReadStore,
  memberId: string,
): Promise<{ settled: Set<string>; askedBy: Set<string> }> {
  const connections = await store
    .collection<ConnectionDocument>(CONNECTIONS)
    .find({ members: memberId }, { fields: { userId: 1, connectedUserId: 1, status: 1 } });
  const settled = new Set<string>();
  const askedBy = new Set<string>();
  for (const { userId, connectedUserId, status } of connections) {
    if (status === "pending" && connectedUserId === memberId) askedBy.add(userId);
    else settled.add(userId === memberId ? connectedUserId : userId);
  }
  return { settled, askedBy };
}

export async function connectionView(store: ReadStore, connection: ConnectionDocument): Promise<ConnectionView | null> {
  const { _id: id, userId, connectedUserId, status, createdAt, acceptedAt, matched } = connection;
  const members = await membersById(store, [userId, connectedUserId], MEMBER_VIEW_FIELDS);
  const user = members.get(userId);
  const connectedUser = members.get(connectedUserId);
  if (!user || !connectedUser) return null;
  return {
    id,
    userId,
    connectedUserId,
    status,
    createdAt,
    acceptedAt,
    matched: matched ?? false,
    user: memberView(user),
    connectedUser: memberView(connectedUser),
  };
}

const memberView = ({ _id: id, displayName, username, location, martialArts }: Member): ConnectedMemberView => ({
  id,
  displayName,
  username,
  location,
  martialArts,
});
