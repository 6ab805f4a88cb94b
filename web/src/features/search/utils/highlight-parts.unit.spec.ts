import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight-parts.ts";

const marked = (text: string, matched: string[]) =>
  highlightParts(text, matched)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe("highlightParts", () => {
  it("marks the words whose accent-free, lower-case form matched", () => {
    expect(marked("São Paulo", ["sao", "paulo"])).toEqual(["São", "Paulo"]);
    expect(marked("Academia Fênix", ["fenix"])).toEqual(["Fênix"]);
    // Decomposed accents (as some keyboards send them) are the same word.
    expect(marked("Sa\u0303o Paulo", ["sao"])).toEqual(["Sa\u0303o"]);
  });

  it("marks each side of a hyphen, as search reads a hyphen as a space", () => {
    expect(marked("Brazilian Jiu-Jitsu • Lisbon", ["jiu", "jitsu"])).toEqual(["Jiu", "Jitsu"]);
  });

  it("marks whole words only, never a word that merely contains a matched one", () => {
    expect(marked("Gracie Barra Barracuda", ["barra"])).toEqual(["Barra"]);
  });

  it("keeps the text unchanged when joined, and in one part when nothing matched", () => {
    const text = "Judo, Karate • Porto (Ribeira)";
    expect(
      highlightParts(text, ["porto"])
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
    expect(highlightParts(text, [])).toEqual([{ text, marked: false }]);
    expect(highlightParts(text, ["kendo"])).toEqual([{ text, marked: false }]);
  });

  it("takes a matched entry of several words as those words", () => {
    expect(marked("Muay Thai Porto", ["muay thai"])).toEqual(["Muay", "Thai"]);
  });
});
