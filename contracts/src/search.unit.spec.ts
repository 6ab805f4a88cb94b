import { describe, expect, it } from "vitest";
import { MARTIAL_ART_SYNONYMS, normalizeSearchText, searchWords } from "./search.ts";
import { MARTIAL_ARTS } from "./values.ts";

describe("search text", () => {
  it("drops case, accents and punctuation, and collapses spaces", () => {
    expect(normalizeSearchText("  Jiu-Jitsu   São Paulo! ")).toBe("jiu jitsu sao paulo");
    expect(normalizeSearchText("JUDÔ / Caratê")).toBe("judo carate");
    expect(normalizeSearchText(".*(a+)+$")).toBe("a");
    expect(normalizeSearchText("---")).toBe("");
  });

  it("splits into words", () => {
    expect(searchWords("Gracie-Barra  HQ")).toEqual(["gracie", "barra", "hq"]);
    expect(searchWords(" ?! ")).toEqual([]);
  });
});

describe("martial art synonyms", () => {
  it("has a group for every martial art of the app", () => {
    const names = new Set(MARTIAL_ART_SYNONYMS.flat().map(normalizeSearchText));
    expect(MARTIAL_ARTS.filter((art) => !names.has(normalizeSearchText(art)))).toEqual([]);
  });

  it("puts each name in one group only", () => {
    const names = MARTIAL_ART_SYNONYMS.flatMap((group) => [...new Set(group.map(normalizeSearchText))]);
    expect(new Set(names).size).toBe(names.length);
  });
});
