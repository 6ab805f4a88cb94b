import { describe, expect, it } from "vitest";
import { wordsOf } from "./trending.ts";

// wordsOf scans ASCII text by hand; it must find exactly the words the Unicode regex finds.

const STOP_WORDS = new Set(["about", "that", "this", "with", "really", "tonight"]);
function byRegex(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
    if (word.length >= 4 && !STOP_WORDS.has(word)) words.add(word);
    if (words.size >= 20) break;
  }
  return [...words];
}

describe("trending words", () => {
  it("are the regex's words, in ASCII and in any other text", () => {
    const pieces = [
      "Osoto",
      "gari",
      "don't",
      "-kata-",
      "it's",
      "Seoi-nage",
      "'quote'",
      "x",
      "12abcd",
      "tonight",
      "ÉCOLE",
      "straße",
      "İstanbul",
      "\u212Aelvin",
      "日本語の練習",
      "😀grip",
      "ǅemal",
      "-",
      "'",
      "\n",
      "  ",
      ".",
      "about",
    ];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++) {
      const text = Array.from(
        { length: Math.floor(random() * 40) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join(random() < 0.5 ? " " : "");
      expect(wordsOf(text)).toEqual(byRegex(text));
    }
  });

  it("stop at twenty distinct words", () => {
    const text = Array.from(
      { length: 30 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    ).join(" ");
    expect(wordsOf(text)).toHaveLength(20);
    expect(wordsOf(text)).toEqual(byRegex(text));
  });
});
