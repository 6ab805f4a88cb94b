import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { blocksProjection, suspensionsProjection } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { SearchIndex } from "@kumite/kit/search";
import { moderationGiven, projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { searchUsers } from "../queries/users.ts";
import { usersProjection } from "./users.ts";
import { usersSearch } from "./users-search.ts";

// Members as search finds them: a table of what members type and whom each must find first, then
// the index following changes and deletions, and moderation's facts (blocks, suspensions) in every
// order with identity's. projectionSpec also runs each against a hostile store.

const spec = projectionSpec([usersProjection, usersSearch.projection, blocksProjection, suspensionsProjection]);

const registered = (userId: string, displayName: string, profile: Record<string, unknown> = {}): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: {
    ...PROFILE_DEFAULTS,
    userId,
    displayName,
    username: displayName
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]+/g, "_"),
    ...profile,
  },
});

const members = [
  registered("joao", "João Silva", { martialArts: ["Brazilian Jiu-Jitsu"], location: "São Paulo" }),
  registered("kenji", "Kenji Tanaka", { martialArts: ["Judo"], location: "Osaka" }),
  registered("mateo", "Mateo Kowalski", { martialArts: ["Muay Thai"], location: "Warsaw" }),
  registered("ana", "Ana Souza", { martialArts: ["Mixed Martial Arts"], location: "Rio de Janeiro" }),
  registered("lena", "Lena Park", { martialArts: ["Taekwondo"], location: "Seoul" }),
  registered("omar", "Omar Haddad", { martialArts: ["Boxing", "Wrestling"], location: "Manchester" }),
];

/** What a member types, and whom it must find first. */
const TABLE: ReadonlyArray<readonly [query: string, first: string]> = [
  ["joao", "joao"],
  ["JOÃO silva", "joao"],
  ["sao paulo", "joao"],
  ["tanaca", "kenji"],
  ["tanak", "kenji"],
  ["kowalsky", "mateo"],
  ["mateo kowalsky", "mateo"],
  ["thai boxing", "mateo"],
  ["muay thai", "mateo"],
  ["bjj", "joao"],
  ["jiujitsu", "joao"],
  ["jujitsu", "joao"],
  ["jiu-jitsu", "joao"],
  ["mma", "ana"],
  ["artes marciais mistas", "ana"],
  ["tae kwon do", "lena"],
  ["judô", "kenji"],
  ["boxe", "omar"],
  ["luta olímpica", "omar"],
  ["manchestr", "omar"],
];

const found = async (store: ReadStore, text: string, reader = "reader") =>
  (await searchUsers(store, new SearchIndex(usersSearch), reader, text)).map((user) => user.id);

describe("members search", () => {
  it("finds whom each query means first", () =>
    spec.given({ IDENTITY: members }).then(async (store) => {
      const index = new SearchIndex(usersSearch);
      const firsts = [];
      for (const [query] of TABLE) firsts.push((await searchUsers(store, index, "reader", query))[0]?.id);
      expect(firsts).toEqual(TABLE.map(([, first]) => first));
    }));

  it("says which words matched, for the web to highlight", () =>
    spec.given({ IDENTITY: members }).then(async (store) => {
      const [joao] = await searchUsers(store, new SearchIndex(usersSearch), "reader", "Joao Silv");
      expect(joao).toMatchObject({ id: "joao", displayName: "João Silva", matched: ["joao", "silva"] });
    }));

  it("follows renames and forgets deleted members", () =>
    spec
      .given({
        IDENTITY: [
          ...members,
          { type: "UserProfileUpdated", aggregateId: "kenji", data: { userId: "kenji", displayName: "Kenji Sensei" } },
          { type: "UserDeleted", aggregateId: "omar", data: { userId: "omar" } },
          { type: "UserProfileUpdated", aggregateId: "omar", data: { userId: "omar", displayName: "Omar Again" } },
        ],
      })
      .then(async (store) => {
        expect(await found(store, "sensei")).toEqual(["kenji"]);
        // The username stays as it was made.
        expect(await found(store, "kenji tanaka")).toEqual(["kenji"]);
        expect(await found(store, "omar")).toEqual([]);
        expect(await found(store, "haddad")).toEqual([]);
      }));

  it("never shows a member blocked either way, nor a suspended one, in every order", async () => {
    const orders = await spec
      .given({
        IDENTITY: [members[0]!, members[1]!, members[2]!],
        MODERATION: [
          moderationGiven.blocked("joao", "reader"),
          moderationGiven.blocked("reader", "kenji"),
          moderationGiven.suspended("mateo", "s1"),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await found(store, "silva")).toEqual([]);
        expect(await found(store, "tanaka")).toEqual([]);
        expect(await found(store, "kowalski")).toEqual([]);
        expect(await found(store, "silva", "someone")).toEqual(["joao"]);
        expect(await found(store, "tanaka", "someone")).toEqual(["kenji"]);
      });
    expect(orders).toBe(20);
  });
});
