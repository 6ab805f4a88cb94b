import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { SearchIndex } from "@kumite/kit/search";
import { findUser, findUserDocument, listUsers, searchUsers } from "../queries/users.ts";
import { usersProjection } from "./users.ts";
import { usersSearch } from "./users-search.ts";

// The users read model: members as others find them, by id, by name and by what they train.

const spec = projectionSpec([usersProjection, usersSearch.projection]);

const registered = (userId: string, displayName: string, profile: Record<string, unknown> = {}): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PROFILE_DEFAULTS, userId, displayName, username: displayName.toLowerCase(), ...profile },
  occurredAt: "2026-11-20T09:00:00.000Z",
});
const updated = (userId: string, changes: Record<string, unknown>): GivenEvent => ({
  type: "UserProfileUpdated",
  aggregateId: userId,
  data: { userId, ...changes },
});
const deleted = (userId: string): GivenEvent => ({ type: "UserDeleted", aggregateId: userId, data: { userId } });

const search = async (store: Parameters<typeof listUsers>[0], text: string) =>
  (text.trim()
    ? await searchUsers(store, new SearchIndex(usersSearch), "reader", text)
    : await listUsers(store, "reader", {})
  ).map((user) => user.id);

describe("the users projection", () => {
  it("shows a registered member with their profile and when they joined, without their coordinates", () =>
    spec
      .given({
        IDENTITY: [
          registered("ana", "Ana", { martialArts: ["Judo"], location: "Lisbon", latitude: 38.7, longitude: -9.1 }),
        ],
      })
      .then(async (store) => {
        const ana = await findUser(store, "ana");
        expect(ana).toMatchObject({
          id: "ana",
          displayName: "Ana",
          username: "ana",
          martialArts: ["Judo"],
          location: "Lisbon",
          dojoId: null,
          createdAt: "2026-11-20T09:00:00.000Z",
        });
        expect(ana).not.toHaveProperty("latitude");
        expect(ana).not.toHaveProperty("cell");
        // The point of an old event is home-points.ts's, for the member's session alone.
        expect(await findUserDocument(store, "ana")).not.toHaveProperty("latitude");
        expect(await findUserDocument(store, "ana")).not.toHaveProperty("cell");
      }));

  it("finds members by name, username, martial art or place, whatever the case", () =>
    spec
      .given({
        IDENTITY: [
          registered("ana", "Ana", { martialArts: ["Judo"], location: "Lisbon" }),
          registered("ben", "Ben", { martialArts: ["Boxing"], location: "Porto" }),
        ],
      })
      .then(async (store) => {
        expect(await search(store, "JUDO")).toEqual(["ana"]);
        expect(await search(store, "porto")).toEqual(["ben"]);
        expect(await search(store, "an")).toEqual(["ana"]);
        expect(await search(store, "")).toEqual(["ana", "ben"]);
      }));

  it("follows each profile change, keeping what an earlier change set, and searches the new words", () =>
    spec
      .given({
        IDENTITY: [
          registered("ana", "Ana", { martialArts: ["Judo"], location: "Lisbon" }),
          updated("ana", { displayName: "Ana Sensei" }),
          updated("ana", { location: "Porto", bio: "Randori on Fridays" }),
        ],
      })
      .then(async (store) => {
        expect(await findUser(store, "ana")).toMatchObject({
          displayName: "Ana Sensei",
          location: "Porto",
          bio: "Randori on Fridays",
          martialArts: ["Judo"],
        });
        expect(await search(store, "sensei")).toEqual(["ana"]);
        expect(await search(store, "porto")).toEqual(["ana"]);
        expect(await search(store, "lisbon")).toEqual([]);
      }));

  it("forgets a deleted member, and a change that arrives for them after", () =>
    spec
      .given({
        IDENTITY: [registered("ana", "Ana"), registered("ben", "Ben"), deleted("ben"), updated("ben", { bio: "Back" })],
      })
      .then(async (store) => {
        expect(await findUser(store, "ben")).toBeNull();
        expect((await listUsers(store, "reader", {})).map((user) => user.id)).toEqual(["ana"]);
      }));
});
