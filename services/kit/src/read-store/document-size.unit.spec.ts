import { calculateObjectSize } from "bson";
import { describe, expect, it } from "vitest";
import { bsonBound, checkDocumentSize, MAX_DOCUMENT_BYTES } from "./document-size.ts";
import { DocumentTooLarge } from "./port.ts";
import { applyUpdate, parseUpdate, updateChanges } from "./update.ts";

const exact = (document: Record<string, unknown>) => calculateObjectSize(document, { ignoreUndefined: true });

// Strings whose UTF-8 takes 1, 2, 3 and 4 bytes per character, and a lone surrogate.
const STRINGS = ["kata", "ação", "道場", "🥋🥋", "\ud800", ""];

const documents: Record<string, unknown>[] = [
  { _id: "p1" },
  { _id: "p2", title: "Open mat", count: 3, ratio: 0.5, big: 2 ** 40, open: true, none: null, gone: undefined },
  { _id: "p3", at: new Date(0), pattern: /^a/i, long: 10n },
  { _id: "p4", comments: Array.from({ length: 123 }, (_, i) => ({ id: `c${i}`, body: STRINGS[i % STRINGS.length] })) },
  { _id: "p5", 道場: { "🥋": STRINGS, nested: [[1, [2, undefined]], {}] } },
  // Where the bytes are all in long strings, the bound is only as good as its bytes per character.
  ...STRINGS.map((text, i) => ({ _id: `s${i}`, [text]: text.repeat(1000) })),
];

describe("a document's BSON size", () => {
  it.each(documents.map((document) => [document._id, document]))(
    "%s: the bound is never below the size",
    (_, document) => {
      expect(bsonBound(document)).toBeGreaterThanOrEqual(exact(document as Record<string, unknown>));
    },
  );

  it("bounds an update's growth: the document after it is never larger than before plus the bound", () => {
    const updates = [
      { $set: { title: "道場".repeat(50), "stats.views.total": 1 } },
      { $inc: { "words.kata": 1, count: 0.5 } },
      { $push: { "log.entries": { at: new Date(0), by: "🥋" } }, $addToSet: { tags: "bjj" } },
      { $push: { comments: { id: "c999", body: "x".repeat(1000) } } },
    ];
    for (const document of documents) {
      for (const update of updates) {
        const parsed = parseUpdate(update);
        const before = structuredClone(document);
        try {
          updateChanges(before, parsed);
        } catch {
          continue; // an update MongoDB refuses for this document (a $push on a non-array)
        }
        const after = applyUpdate(before, parsed, false);
        expect(exact(after)).toBeLessThanOrEqual(exact(before) + parsed.growth);
      }
    }
  });

  it("accepts a document of exactly 16 MiB and refuses one byte more, saying how large", () => {
    const base = exact({ _id: "d", body: "" });
    const full = { _id: "d", body: "a".repeat(MAX_DOCUMENT_BYTES - base) };
    expect(exact(full)).toBe(MAX_DOCUMENT_BYTES);
    expect(checkDocumentSize("posts", full)).toBe(MAX_DOCUMENT_BYTES);
    const over = { _id: "d", body: `${full.body}a` };
    expect(() => checkDocumentSize("posts", over)).toThrow(DocumentTooLarge);
    expect(() => checkDocumentSize("posts", over)).toThrow(`${MAX_DOCUMENT_BYTES + 1} bytes`);
  });

  it("measures a document whose bound is over 16 MiB but whose bytes are not", () => {
    // 6 MiB of ASCII: the bound counts 3 bytes a character, 18 MiB.
    const document = { _id: "d", body: "a".repeat(6 * 1024 * 1024) };
    expect(bsonBound(document)).toBeGreaterThan(MAX_DOCUMENT_BYTES);
    expect(checkDocumentSize("posts", document)).toBe(exact(document));
  });
});
