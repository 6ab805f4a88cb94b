import { describe, expect, it, vi } from "vitest";
import { fingerprintOf } from "../projection/snapshots.ts";
import { projectionSpec, type GivenEvent } from "../testing/projection-spec.ts";
import { defineSearchIndex } from "./define.ts";
import { planSearch } from "./query-plan.ts";
import { SearchIndex } from "./search-index.ts";

// The kit's search read model on a made-up stream of things: entries follow every add, change and
// removal (a replay, a failed write, two appliers at once leave the same entries: projectionSpec),
// the in-memory index follows the entries, and queries forgive what members type.

type ThingEvents = {
  ThingAdded: { id: string; name: string; about: string; latitude?: number; longitude?: number };
  ThingRenamed: { id: string; name: string };
  ThingRemoved: { id: string };
};

const things = defineSearchIndex<ThingEvents, "name" | "about">({
  name: "things",
  stream: "THINGS",
  fields: { name: 3, about: 1 },
  on: {
    ThingAdded: ({ id, name, about, latitude, longitude }) => ({
      put: id,
      text: { name, about },
      point: latitude === undefined || longitude === undefined ? null : { latitude, longitude },
    }),
    ThingRenamed: ({ id, name }) => ({ change: id, text: { name } }),
    ThingRemoved: ({ id }) => ({ remove: id }),
  },
});

const spec = projectionSpec([things.projection]);
const added = (id: string, name: string, about = "", point?: [number, number]): GivenEvent => ({
  type: "ThingAdded",
  aggregateId: id,
  data: { id, name, about, ...(point && { latitude: point[0], longitude: point[1] }) },
});
const ids = (hits: Array<{ id: string }>) => hits.map((hit) => hit.id);

describe("search read model", () => {
  it("finds things by name before description, forgiving typos, accents and nicknames", async () => {
    await spec
      .given({
        THINGS: [
          added("gb", "Gracie Barra São Paulo", "Brazilian Jiu-Jitsu, all levels"),
          added("tiger", "Tiger Muay Thai", "Fights in Phuket"),
          added("notes", "Open mat notes", "We roll with Gracie Barra on Sundays"),
          added("kodokan", "Kodokan Judô", "Judo since 1882"),
          added("mma", "Atlas Mixed Martial Arts", ""),
        ],
      })
      .then(async (store) => {
        const index = new SearchIndex(things);
        const first = async (text: string) => ids(await index.search(store, text))[0];
        expect(ids(await index.search(store, "gracie bara"))).toEqual(["gb", "notes"]);
        expect(await first("sao paulo")).toBe("gb");
        expect(await first("jiujitsu")).toBe("gb");
        expect(await first("bjj")).toBe("gb");
        expect(await first("jujitsu")).toBe("gb");
        expect(await first("thai boxing")).toBe("tiger");
        expect(await first("mma")).toBe("mma");
        expect(await first("judô")).toBe("kodokan");
        expect(await first("judo")).toBe("kodokan");
        expect(await first("kodo")).toBe("kodokan");
        expect(await index.search(store, "x")).toEqual([]);
        expect(await index.search(store, ".*(a+)+$")).toEqual([]);
        const [typo] = await index.search(store, "grecie barra");
        expect(typo).toMatchObject({ id: "gb", fuzzy: true });
        expect(typo!.matched).toEqual(expect.arrayContaining(["gracie", "barra"]));
        const [some] = await index.search(store, "gracie bara");
        expect(some).toMatchObject({ id: "gb", matched: ["gracie"], fuzzy: false });
      });
  });

  it("ranks exact and prefix matches over those needing a typo forgiven", async () => {
    await spec.given({ THINGS: [added("barra", "Barra Club"), added("barro", "Barro Club")] }).then(async (store) => {
      expect(ids(await new SearchIndex(things).search(store, "barro"))).toEqual(["barro", "barra"]);
    });
  });

  it("breaks close scores by the tie breaker: the nearer gym first", async () => {
    await spec
      .given({
        THINGS: [added("far", "Alliance Lisbon", "", [38.7, -9.1]), added("near", "Alliance Porto", "", [41.1, -8.6])],
      })
      .then(async (store) => {
        const porto = { latitude: 41.15, longitude: -8.61 };
        const hits = await new SearchIndex(things).search(store, "alliance", {
          tieBreak: (_id, facts) =>
            facts?.point
              ? Math.hypot(facts.point.latitude - porto.latitude, facts.point.longitude - porto.longitude)
              : 99,
        });
        expect(ids(hits)).toEqual(["near", "far"]);
      });
  });

  it("falls back to some of the words when nothing the reader may see has them all, whatever is hidden", async () => {
    await spec
      .given({
        THINGS: [
          added("hidden", "Ana Souza", "Porto"),
          added("ana", "Ana Lima", "Lisbon"),
          added("porto", "Rui Costa", "Porto"),
        ],
      })
      .then(async (store) => {
        const index = new SearchIndex(things);
        const notHidden = (seen: string[]) => (batch: string[]) => {
          seen.push(...batch);
          return batch.some((id) => id !== "hidden");
        };
        // Everyone sees the one with both words.
        expect(ids(await index.search(store, "ana porto"))).toEqual(["hidden"]);
        // A reader who may not see them gets what strangers to both words would: each word's others.
        const asked: string[] = [];
        const fallback = await index.search(store, "ana porto", { visible: notHidden(asked) });
        expect(asked).toEqual(["hidden"]);
        expect(ids(fallback).sort()).toEqual(["ana", "hidden", "porto"]);
        // With a visible full match, no fallback.
        expect(ids(await index.search(store, "ana lisbon", { visible: notHidden([]) }))).toEqual(["ana"]);
      });
  });

  it("follows renames and removals, and starts over on a rebuilt read model", async () => {
    await spec
      .given({
        THINGS: [
          added("a", "Iron Dojo"),
          added("b", "Storm Dojo"),
          { type: "ThingRenamed", aggregateId: "a", data: { id: "a", name: "Lotus Dojo" } },
          { type: "ThingRemoved", aggregateId: "b", data: { id: "b" } },
          { type: "ThingRenamed", aggregateId: "b", data: { id: "b", name: "Storm Again" } },
        ],
      })
      .then(async (store) => {
        const index = new SearchIndex(things);
        expect(ids(await index.search(store, "dojo"))).toEqual(["a"]);
        expect(await index.search(store, "iron")).toEqual([]);
        expect(ids(await index.search(store, "lotus"))).toEqual(["a"]);
        expect(await index.search(store, "storm")).toEqual([]);
        await store.dropAll();
        await things.projection.setup!(store);
        expect(await index.search(store, "lotus")).toEqual([]);
        expect(index.size).toBe(0);
      });
  });

  it("follows changes made after its last search", async () => {
    await spec.given({ THINGS: [added("a", "Iron Dojo")] }).then(async (store) => {
      const index = new SearchIndex(things);
      expect(ids(await index.search(store, "iron"))).toEqual(["a"]);
      const handler = things.projection.handlers.ThingRenamed!;
      await handler(
        {
          id: "x",
          type: "ThingRenamed",
          aggregateId: "a",
          occurredAt: "2026-11-20T09:00:00.000Z",
          actorId: null,
          data: { id: "a", name: "Tide Dojo" },
          stream: "THINGS",
          subject: "things.spec.a",
          sequence: 9,
          index: 0,
        },
        store,
      );
      expect(await index.search(store, "iron")).toEqual([]);
      expect(ids(await index.search(store, "tide"))).toEqual(["a"]);
    });
  });
});

describe("snapshots", () => {
  it("see a changed rule: the fingerprint of a search read model follows what its events change", () => {
    const withDescription = defineSearchIndex<ThingEvents, "name" | "about">({
      name: "things",
      stream: "THINGS",
      fields: { name: 3, about: 1 },
      on: { ThingAdded: ({ id, name, about }) => ({ put: id, text: { name: name.trim(), about } }) },
    });
    const again = defineSearchIndex<ThingEvents, "name" | "about">({
      name: "things",
      stream: "THINGS",
      fields: { name: 3, about: 1 },
      on: { ThingAdded: ({ id, name, about }) => ({ put: id, text: { name: name.trim(), about } }) },
    });
    expect(fingerprintOf([withDescription.projection])).not.toBe(fingerprintOf([things.projection]));
    expect(fingerprintOf([withDescription.projection])).toBe(fingerprintOf([again.projection]));
  });
});

describe("following the projection", () => {
  it("brings the index up to date once its projection applied events, before any search", async () => {
    await spec.given({ THINGS: [added("a", "Iron Dojo"), added("b", "Storm Dojo")] }).then(async (store) => {
      const listeners: Array<(projection: string) => void> = [];
      const index = new SearchIndex(things).follow(store, { onApplied: (listener) => listeners.push(listener) });
      for (const listener of listeners) listener("another");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(index.size).toBe(0);
      for (const listener of listeners) listener(things.projection.name);
      await vi.waitFor(() => expect(index.size).toBe(2));
    });
  });
});

describe("hostile queries", () => {
  it("cost no more than any other over thousands of entries", async () => {
    const many = Array.from({ length: 5000 }, (_, at) => added(`t${at}`, `Tiger Dojo ${at}`, `Randori number ${at}`));
    await spec.given({ THINGS: many.slice(0, 2) }).then(async (store) => {
      const handler = things.projection.handlers.ThingAdded!;
      for (const [at, event] of many.entries())
        await handler(
          {
            ...event,
            id: `e${at}`,
            occurredAt: "2026-11-20T09:00:00.000Z",
            actorId: null,
            stream: "THINGS",
            subject: "s",
            sequence: at + 1,
            index: 0,
          },
          store,
        );
      const index = new SearchIndex(things);
      expect(ids(await index.search(store, "tigr dojo 4999")).slice(0, 1)).toEqual(["t4999"]);
      const started = performance.now();
      for (const text of [
        "x".repeat(100),
        "abcdefghijk ".repeat(8).trim(),
        ".*(a+)+$ ((((( [[[[ \\\\ ^$",
        "ti do ra nu ti do ra nu",
      ])
        await index.search(store, text);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });
});

describe("query plan", () => {
  it("answers nothing under two characters and refuses over the caps", () => {
    expect(planSearch(" a ")).toBeNull();
    expect(planSearch("?!")).toBeNull();
    expect(() => planSearch("a".repeat(101))).toThrow(expect.objectContaining({ code: "search.too-long" }));
    expect(() => planSearch("a b c d e f g h i")).toThrow(expect.objectContaining({ code: "search.too-long" }));
    expect(planSearch("a b c d e f g h")).not.toBeNull();
  });

  it("takes a martial art named in several words as one part", () => {
    expect(planSearch("thai boxing lisbon")!.parts.map((part) => part.kind)).toEqual(["art", "word"]);
    expect(planSearch("mixed martial arts")!.parts).toHaveLength(1);
  });
});
