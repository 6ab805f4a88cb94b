import type { ConnectedMemberView, ConnectionView } from "@kumite/contracts/social/views";

/** The signed-in member's connections as Options → Friends lists them. */
export interface FriendLists {
  /** Pending requests others sent me: Accept or Decline. */
  incoming: ConnectionView[];
  /** Accepted connections, whoever asked. */
  friends: ConnectionView[];
  /** Pending requests I sent: Withdraw. */
  sent: ConnectionView[];
}

export function friendLists(connections: readonly ConnectionView[], me: string): FriendLists {
  const lists: FriendLists = { incoming: [], friends: [], sent: [] };
  for (const connection of connections) {
    if (connection.status === "accepted") lists.friends.push(connection);
    else if (connection.connectedUserId === me) lists.incoming.push(connection);
    else lists.sent.push(connection);
  }
  return lists;
}

/** The member on the other end of a connection. */
export function otherParty(connection: ConnectionView, me: string): ConnectedMemberView {
  return connection.userId === me ? connection.connectedUser : connection.user;
}
