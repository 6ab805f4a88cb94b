import type { ConnectionEvent } from "@kumite/contracts/social/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";

// The connection between two members: one aggregate per unordered pair, so the log itself keeps
// it to one connection per pair, whoever asks first and however many ask at once. A like is a
// request; a like back while the other's request is pending is a mutual match and accepts it.
// A block between the two removes whatever connection they have (a reaction to moderation's
// MemberBlocked asks): with nothing to remove it changes nothing, so a block handled again is harmless.

export type ConnectionState =
  | { status: "none" }
  | { status: "pending" | "accepted"; connectionId: string; requesterId: string; receiverId: string };
export const initialState: ConnectionState = { status: "none" };

export type RequestConnection = Command<"RequestConnection", { requesterId: string; receiverId: string }>;
export type AcceptConnection = Command<"AcceptConnection", { connectionId: string }>;
export type RemoveConnection = Command<"RemoveConnection", { connectionId: string }>;
/** One of the two blocked the other: their connection, if any, goes. */
export type RemoveBlockedConnection = Command<"RemoveBlockedConnection", { blockerId: string }>;
export type ConnectionCommand = RequestConnection | AcceptConnection | RemoveConnection | RemoveBlockedConnection;

export const CONNECTION_NOT_FOUND = "Connection not found";
export const ALREADY_REQUESTED = "You've already sent a request to this user";
export const ALREADY_CONNECTED = "You are already connected with this member";

export function evolve(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case "ConnectionRequested": {
      const { connectionId, userId, connectedUserId } = event.data;
      return { status: "pending", connectionId, requesterId: userId, receiverId: connectedUserId };
    }
    case "ConnectionAccepted":
      return state.status === "none" ? state : { ...state, status: "accepted" };
    case "ConnectionRemoved":
      return { status: "none" };
  }
}

function request({ data, metadata }: RequestConnection, state: ConnectionState): ConnectionEvent[] {
  if (state.status === "none") {
    return [
      {
        type: "ConnectionRequested",
        data: { connectionId: metadata.commandId, userId: data.requesterId, connectedUserId: data.receiverId },
      },
    ];
  }
  if (state.status === "accepted") throw new Conflict(ALREADY_CONNECTED, { code: "connection.already-connected" });
  if (state.requesterId === data.requesterId)
    throw new Conflict(ALREADY_REQUESTED, { code: "connection.already-requested" });
  return [{ type: "ConnectionAccepted", data: { ...ids(state), mutual: true } }];
}

/** The connection the command names, as one of its two members sees it; a stranger learns nothing. */
function named(state: ConnectionState, connectionId: string, actorId: string | null) {
  if (state.status === "none" || state.connectionId !== connectionId)
    throw new NotFound(CONNECTION_NOT_FOUND, { code: "connection.not-found" });
  if (actorId !== state.requesterId && actorId !== state.receiverId)
    throw new NotFound(CONNECTION_NOT_FOUND, { code: "connection.not-found" });
  return state;
}

function accept({ data, metadata }: AcceptConnection, state: ConnectionState): ConnectionEvent[] {
  const connection = named(state, data.connectionId, metadata.actorId);
  if (metadata.actorId !== connection.receiverId)
    throw new Forbidden("Only the member who was asked can accept this request", { code: "connection.not-receiver" });
  if (connection.status === "accepted") return [];
  return [{ type: "ConnectionAccepted", data: { ...ids(connection), mutual: false } }];
}

function remove({ data, metadata }: RemoveConnection, state: ConnectionState): ConnectionEvent[] {
  const connection = named(state, data.connectionId, metadata.actorId);
  return [{ type: "ConnectionRemoved", data: { ...ids(connection), removedBy: metadata.actorId! } }];
}

function removeBlocked({ data }: RemoveBlockedConnection, state: ConnectionState): ConnectionEvent[] {
  if (state.status === "none") return [];
  return [{ type: "ConnectionRemoved", data: { ...ids(state), removedBy: data.blockerId } }];
}

const ids = (state: Exclude<ConnectionState, { status: "none" }>) => ({
  connectionId: state.connectionId,
  userId: state.requesterId,
  connectedUserId: state.receiverId,
});

export function decide(command: ConnectionCommand, state: ConnectionState): ConnectionEvent[] {
  switch (command.type) {
    case "RequestConnection":
      return request(command, state);
    case "AcceptConnection":
      return accept(command, state);
    case "RemoveConnection":
      return remove(command, state);
    case "RemoveBlockedConnection":
      return removeBlocked(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const connectionDecider = { initialState, evolve, decide };
