import { describe, it } from "vitest";
import type { ConnectionEvent } from "@kumite/contracts/social/events";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { ALREADY_CONNECTED, ALREADY_REQUESTED, CONNECTION_NOT_FOUND, connectionDecider } from "./connection.ts";

const spec = deciderSpec(connectionDecider, { aggregateId: "ana_ben", commandId: "c1" });
const pair = { connectionId: "c1", userId: "ana", connectedUserId: "ben" };
const requested: ConnectionEvent = { type: "ConnectionRequested", data: pair };
const accepted: ConnectionEvent = { type: "ConnectionAccepted", data: { ...pair, mutual: false } };
const removed: ConnectionEvent = { type: "ConnectionRemoved", data: { ...pair, removedBy: "ben" } };
const anaAsksBen = { type: "RequestConnection", data: { requesterId: "ana", receiverId: "ben" } } as const;
const benAsksAna = { type: "RequestConnection", data: { requesterId: "ben", receiverId: "ana" } } as const;

describe("a connection between two members", () => {
  it("starts as a pending request from the member who liked", () => {
    spec.given([]).when(anaAsksBen, { actorId: "ana" }).then([requested]);
  });

  it("refuses a second request from the same member: SPEC's Already Connected", () => {
    spec
      .given([requested])
      .when(anaAsksBen, { actorId: "ana", commandId: "c2" })
      .thenThrows(Conflict, ALREADY_REQUESTED);
  });

  it("becomes accepted at once when the other member likes back: a mutual match", () => {
    spec
      .given([requested])
      .when(benAsksAna, { actorId: "ben", commandId: "c2" })
      .then([{ type: "ConnectionAccepted", data: { ...pair, mutual: true } }]);
  });

  it("refuses any request once accepted, from either side", () => {
    spec
      .given([requested, accepted])
      .when(anaAsksBen, { actorId: "ana", commandId: "c3" })
      .thenThrows(Conflict, ALREADY_CONNECTED);
    spec
      .given([requested, accepted])
      .when(benAsksAna, { actorId: "ben", commandId: "c3" })
      .thenThrows(Conflict, ALREADY_CONNECTED);
  });

  it("is accepted by the member who was asked, and by nobody else", () => {
    const accept = { type: "AcceptConnection", data: { connectionId: "c1" } } as const;
    spec.given([requested]).when(accept, { actorId: "ben" }).then([accepted]);
    spec.given([requested]).when(accept, { actorId: "ana" }).thenThrows(Forbidden);
    spec.given([requested]).when(accept, { actorId: "cleo" }).thenThrows(NotFound, CONNECTION_NOT_FOUND);
    spec.given([requested, accepted]).when(accept, { actorId: "ben" }).then([]);
  });

  it("names the connection it accepts: an old id after a removal is not found", () => {
    const rerequested: ConnectionEvent = { type: "ConnectionRequested", data: { ...pair, connectionId: "c9" } };
    spec
      .given([requested, removed, rerequested])
      .when({ type: "AcceptConnection", data: { connectionId: "c1" } }, { actorId: "ben" })
      .thenThrows(NotFound);
  });

  it("is removed by either member, pending or accepted; a stranger cannot", () => {
    const remove = { type: "RemoveConnection", data: { connectionId: "c1" } } as const;
    spec
      .given([requested])
      .when(remove, { actorId: "ana" })
      .then([{ type: "ConnectionRemoved", data: { ...pair, removedBy: "ana" } }]);
    spec.given([requested, accepted]).when(remove, { actorId: "ben" }).then([removed]);
    spec.given([requested]).when(remove, { actorId: "cleo" }).thenThrows(NotFound);
    spec.given([requested, removed]).when(remove, { actorId: "ana" }).thenThrows(NotFound);
  });

  it("is removed by a block between the two, pending or accepted, in the blocker's name; nothing else changes", () => {
    const blocked = (blockerId: string) => ({ type: "RemoveBlockedConnection", data: { blockerId } }) as const;
    spec.given([requested]).when(blocked("ben"), { actorId: "ben" }).then([removed]);
    spec
      .given([requested, accepted])
      .when(blocked("ana"), { actorId: "ana" })
      .then([{ type: "ConnectionRemoved", data: { ...pair, removedBy: "ana" } }]);
    spec.given([]).when(blocked("ana"), { actorId: "ana" }).then([]);
    spec.given([requested, removed]).when(blocked("ben"), { actorId: "ben" }).then([]);
  });

  it("can be asked for again after a removal, as a new connection", () => {
    spec
      .given([requested, accepted, removed])
      .when(benAsksAna, { actorId: "ben", commandId: "c4" })
      .then([{ type: "ConnectionRequested", data: { connectionId: "c4", userId: "ben", connectedUserId: "ana" } }]);
  });
});
