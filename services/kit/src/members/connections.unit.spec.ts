import { describe, expect, it } from "vitest";
import { memberDirectory } from "./directory.ts";
import { projectionSpec, type GivenEvent } from "../testing/projection-spec.ts";
import { areConnected, connectionsProjection } from "./connections.ts";

// Who may be added to a group or typed to: social's connections, as they are accepted, removed,
// or leave with a deleted member, whichever stream arrives first.

const spec = projectionSpec([memberDirectory, connectionsProjection]);

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });
const connection = (type: string, connectionId: string, userId: string, connectedUserId: string): GivenEvent => ({
  type,
  aggregateId: `${userId}_${connectedUserId}`,
  data: { connectionId, userId, connectedUserId, mutual: false, removedBy: userId },
});

describe("the connections projection", () => {
  it("connects two members once a request is accepted, both ways, and only them", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo")],
        SOCIAL: [
          connection("ConnectionRequested", "c1", "ana", "ben"),
          connection("ConnectionRequested", "c2", "ana", "cleo"),
          connection("ConnectionAccepted", "c1", "ana", "ben"),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await areConnected(store, "ana", "ben")).toBe(true);
        expect(await areConnected(store, "ben", "ana")).toBe(true);
        expect(await areConnected(store, "ana", "cleo")).toBe(false);
        expect(await areConnected(store, "ben", "cleo")).toBe(false);
      }));

  it("parts two members when the connection is removed", () =>
    spec
      .given({
        SOCIAL: [
          connection("ConnectionRequested", "c1", "ana", "ben"),
          connection("ConnectionAccepted", "c1", "ana", "ben"),
          connection("ConnectionRemoved", "c1", "ana", "ben"),
        ],
      })
      .then(async (store) => {
        expect(await areConnected(store, "ana", "ben")).toBe(false);
      }));

  it("drops a deleted member's connections, even ones social sends after the deletion", () =>
    spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo"), deleted("ben")],
        SOCIAL: [
          connection("ConnectionRequested", "c1", "ana", "ben"),
          connection("ConnectionAccepted", "c1", "ana", "ben"),
          connection("ConnectionRequested", "c2", "ana", "cleo"),
          connection("ConnectionAccepted", "c2", "ana", "cleo"),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await areConnected(store, "ana", "ben")).toBe(false);
        expect(await areConnected(store, "ana", "cleo")).toBe(true);
        expect(await store.collection("connections").countDocuments({ members: "ben" })).toBe(0);
      }));
});
