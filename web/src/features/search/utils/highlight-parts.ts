import { searchWords } from "@kumite/contracts/search";

/** A run of shown text, marked when it is a word the search matched. */
export interface TextPart {
  text: string;
  marked: boolean;
}

// A word as shown: letters, digits and the accents they carry ("São" whether composed or not).
const WORD = /([\p{L}\p{N}\p{M}]+)/u;

/**
 * The text cut into words and what lies between them, each word marked when its searchable form
 * (contracts' normalizer, the one the server matched with) is one of `matched`: "São Paulo" with
 * ["sao"] marks "São". Joined back, the parts are the text unchanged.
 */
export function highlightParts(text: string, matched: readonly string[]): TextPart[] {
  const wanted = new Set(matched.flatMap(searchWords));
  if (wanted.size === 0) return text === "" ? [] : [{ text, marked: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(WORD)) {
    if (piece === "") continue;
    const marked = WORD.test(piece) && searchWords(piece).some((word) => wanted.has(word));
    const last = parts.at(-1);
    // Neighbouring unmarked runs are one part, so the text is not cut up more than needed.
    if (last && !last.marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}
