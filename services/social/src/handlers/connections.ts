import type { RequestConnectionBody } from "@kumite/contracts/social/commands";
import { connectionPairId } from "@kumite/contracts/social/events";
import type { ConnectionReply, ConnectionView } from "@kumite/contracts/social/views";
import { InvalidInput, NotFound } from "@kumite/kit/errors";
import { requireMember, checkActingAsSelf, MemberNotFound, refuseIfBlocked } from "@kumite/kit/members";
import type { SocialDeps } from "../aggregates.ts";
import { CONNECTION_NOT_FOUND } from "../domain/connection.ts";
import type { ConnectionDocument } from "../projections/collections.ts";
import { connectionView, findConnection } from "../queries/connections.ts";

// Liking, accepting and removing connections. The pair's aggregate decides; these find the pair
// and the members on the read model and answer with the connection as its members see it. Both
// members' open browsers hear of every change (live-hints/connection.ts).

/** A like: a new pending request, or, when the other member asked first, a mutual match. */
export async function requestConnection(
  deps: SocialDeps,
  memberId: string,
  body: RequestConnectionBody,
): Promise<ConnectionReply> {
  checkActingAsSelf(memberId, body.userId);
  if (body.connectedUserId === memberId)
    throw new InvalidInput("You cannot connect with yourself", { code: "connection.self" });
  await requireMember(deps.store, body.connectedUserId);
  await refuseIfBlocked(deps, memberId, body.connectedUserId);
  const { events } = await deps.aggregates.connections.handle(
    connectionPairId(memberId, body.connectedUserId),
    { type: "RequestConnection", data: { requesterId: memberId, receiverId: body.connectedUserId } },
    memberId,
  );
  const [decided] = events;
  const view = await viewOf(deps, decided!.data.connectionId);
  // What was decided, whether or not the read model caught up within its wait.
  const matched = decided!.type === "ConnectionAccepted";
  const connection: ConnectionReply = { ...view, status: matched ? "accepted" : "pending", matched };
  return connection;
}

export async function acceptConnection(
  deps: SocialDeps,
  memberId: string,
  connectionId: string,
): Promise<ConnectionView> {
  const { pairId, userId, connectedUserId } = await ownConnection(deps, memberId, connectionId);
  // The block's reaction removes the request; until it has, accepting it is refused all the same.
  await refuseIfBlocked(deps, userId, connectedUserId);
  await deps.aggregates.connections.handle(pairId, { type: "AcceptConnection", data: { connectionId } }, memberId);
  return viewOf(deps, connectionId);
}

/** Declining, withdrawing and removing a friend are all the same: the connection is gone. */
export async function removeConnection(deps: SocialDeps, memberId: string, connectionId: string): Promise<void> {
  const connection = await ownConnection(deps, memberId, connectionId);
  await deps.aggregates.connections.handle(
    connection.pairId,
    { type: "RemoveConnection", data: { connectionId } },
    memberId,
  );
}

/** The member's connection by its id; a stranger to it learns nothing, not even that it exists. */
async function ownConnection(deps: SocialDeps, memberId: string, connectionId: string): Promise<ConnectionDocument> {
  const connection = await findConnection(deps.store, connectionId);
  if (!connection || !connection.members.includes(memberId))
    throw new NotFound(CONNECTION_NOT_FOUND, { code: "connection.not-found" });
  return connection;
}

async function viewOf(deps: SocialDeps, connectionId: string): Promise<ConnectionView> {
  const connection = await findConnection(deps.store, connectionId);
  const view = connection && (await connectionView(deps.store, connection));
  // Only when one of the two was deleted the moment the command was decided.
  if (!view) throw new MemberNotFound();
  return view;
}
