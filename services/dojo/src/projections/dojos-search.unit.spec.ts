import { describe, expect, it } from "vitest";
import type { DojoEvent } from "@kumite/contracts/dojo/events";
import type { MartialArt } from "@kumite/contracts/values";
import { dojoPlacesProjection, memberDirectory } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { SearchIndex } from "@kumite/kit/search";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { searchDojos } from "../queries/dojos.ts";
import { dojosProjection } from "./dojos.ts";
import { dojosSearch } from "./dojos-search.ts";

// Dojos as search finds them: a table of what members type (typos, accents, nicknames, two
// languages) and which dojo each must find first, then the index following renames and archives.
// projectionSpec also runs each against a hostile store.

const spec = projectionSpec([memberDirectory, dojoPlacesProjection, dojosProjection, dojosSearch.projection]);
const event = ({ type, data }: DojoEvent): GivenEvent => ({
  type,
  aggregateId: (data as { dojoId: string }).dojoId,
  data,
});
const founded = (dojoId: string, name: string, location: string, martialArts: MartialArt[], description = "") =>
  event({
    type: "DojoFounded",
    data: { dojoId, ownerId: `owner-${dojoId}`, name, description, location, martialArts },
  });

const DOJOS = [
  founded("gb", "Gracie Barra Centro", "São Paulo", ["Brazilian Jiu-Jitsu"], "Jiu-jitsu para todos"),
  founded("tiger", "Tiger Muay Thai", "Phuket", ["Muay Thai"], "Fight camp"),
  founded("atlas", "Atlas MMA", "Lisbon", ["Mixed Martial Arts"], "Cage and mats"),
  founded("kodokan", "Kodokan Judô", "Tokyo", ["Judo"], "Since 1882"),
  founded("iron", "Iron Karate Club", "Osaka", ["Karate"], "Kata and kumite"),
  founded("storm", "Storm Academy", "Warsaw", ["Kickboxing", "Boxing"], "Boxe e kickboxe"),
  founded("crane", "Crane Taekwondo", "Seoul", ["Taekwondo"], ""),
  founded("river", "River Wrestling Room", "Tbilisi", ["Wrestling"], ""),
];

/** What a member types, and which dojo it must find first. */
const TABLE: ReadonlyArray<readonly [query: string, first: string]> = [
  ["gracie bara", "gb"],
  ["gracie barra", "gb"],
  ["grace barra", "gb"],
  ["jiujitsu", "gb"],
  ["bjj", "gb"],
  ["jujitsu", "gb"],
  ["jiu jitsu", "gb"],
  ["sao paulo", "gb"],
  ["são paulo", "gb"],
  ["thai boxing", "tiger"],
  ["boxe tailandês", "tiger"],
  ["muay", "tiger"],
  ["mma", "atlas"],
  ["mixed martial arts", "atlas"],
  ["artes marciais mistas", "atlas"],
  ["judô", "kodokan"],
  ["judo", "kodokan"],
  ["kodokn", "kodokan"],
  ["caratê", "iron"],
  ["karate osaka", "iron"],
  ["kickboxing", "storm"],
  ["tae kwon do", "crane"],
  ["luta olímpica", "river"],
  ["wrestlng", "river"],
  ["warsw", "storm"],
];

const ids = (list: Array<{ id: string }>) => list.map((dojo) => dojo.id);
const found = async (store: ReadStore, text: string) =>
  ids(await searchDojos(store, new SearchIndex(dojosSearch), text));

describe("dojos search", () => {
  it("finds the dojo each query means first", () =>
    spec.given({ DOJO: DOJOS }).then(async (store) => {
      const index = new SearchIndex(dojosSearch);
      const firsts = [];
      for (const [query] of TABLE) firsts.push((await searchDojos(store, index, query))[0]?.id);
      expect(firsts).toEqual(TABLE.map(([, first]) => first));
    }));

  it("ranks a name's match over a description's, and says which words matched", () =>
    spec
      .given({
        DOJO: [
          founded("about", "Lotus Club", "Porto", ["Judo"], "We visit Gracie Barra on Sundays"),
          founded("gb", "Gracie Barra Porto", "Porto", ["Brazilian Jiu-Jitsu"]),
        ],
      })
      .then(async (store) => {
        const list = await searchDojos(store, new SearchIndex(dojosSearch), "Gracie Barra");
        expect(ids(list)).toEqual(["gb", "about"]);
        expect(list[0]).toMatchObject({ name: "Gracie Barra Porto", matched: ["gracie", "barra"], memberCount: 1 });
      }));

  it("follows a renamed dojo and leaves an archived one out", () =>
    spec
      .given({
        DOJO: [
          ...DOJOS,
          event({
            type: "DojoUpdated",
            data: { dojoId: "iron", name: "Anvil Karate", description: "", location: "Osaka", martialArts: ["Karate"] },
          }),
          event({ type: "DojoArchived", data: { dojoId: "tiger" } }),
        ],
      })
      .then(async (store) => {
        expect(await found(store, "anvil")).toEqual(["iron"]);
        expect(await found(store, "iron")).toEqual([]);
        expect(await found(store, "muay thai")).toEqual([]);
      }));

  it("answers a hostile query with nothing, fast", () =>
    spec.given({ DOJO: DOJOS }).then(async (store) => {
      const started = performance.now();
      expect(await found(store, ".*(a+)+$")).toEqual([]);
      expect(await found(store, "((((((((((")).toEqual([]);
      await expect(found(store, "a ".repeat(2000))).rejects.toMatchObject({ code: "search.too-long" });
      await expect(found(store, "x".repeat(101))).rejects.toMatchObject({ code: "search.too-long" });
      expect(performance.now() - started).toBeLessThan(500);
    }));
});
