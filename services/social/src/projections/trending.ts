import type { PostDocument } from "./collections.ts";

// What a post counts for on its day (POST_DAYS): its category and its words, the terms of trending
// topics. The feed projection counts each post into its day once (count-once.ts).
// Every post of a replay goes through here, so the update is built cheaply: the words are found
// without the Unicode regex when the text is ASCII, and the `words.<word>` paths are made once.

const WORDS_PER_POST = 20;
const MIN_WORD_LENGTH = 4;
const STOP_WORDS = new Set(
  "about after again also because been before being between both could does doing down during each from have having here into just like more most much only other over same should some such than that their them then there these they this those through under until very were what when where which while will with would your yours really today tonight".split(
    " ",
  ),
);
/** A word: a letter, then letters, apostrophes and hyphens. */
const WORD = /[\p{L}][\p{L}'-]*/gu;

export const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** Up to WORDS_PER_POST distinct words of a text (lower-cased, long enough, not stop words), in order. */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const words = new Set<string>();
  if (isAscii(lower)) scanAscii(lower, words);
  else for (const [word] of lower.matchAll(WORD)) if (!keep(words, word)) break;
  return [...words];
}

/** Adds a word worth counting; false once the post has enough. */
function keep(words: Set<string>, word: string): boolean {
  if (word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word)) words.add(word);
  return words.size < WORDS_PER_POST;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

// The WORD regex on lower-cased ASCII text, where the only letters are a-z: the same words, found
// several times faster.
function scanAscii(text: string, words: Set<string>): void {
  let i = 0;
  while (i < text.length) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i++;
    while (
      i < text.length &&
      (isLetter(text.charCodeAt(i)) || text.charCodeAt(i) === APOSTROPHE || text.charCodeAt(i) === HYPHEN)
    )
      i++;
    if (!keep(words, text.slice(start, i))) return;
  }
}

const APOSTROPHE = 39;
const HYPHEN = 45;
const isLetter = (code: number) => code >= 97 && code <= 122;

// The update paths, made once per word or category: property keys that are the same strings each
// time are far cheaper to set and look up than fresh ones. Bounded, as posts bring new words.
const paths = { word: new Map<string, string>(), category: new Map<string, string>() };
const MAX_PATHS = 50_000;

function pathOf(kind: keyof typeof paths, term: string): string {
  const known = paths[kind];
  let path = known.get(term);
  if (path === undefined) {
    if (known.size >= MAX_PATHS) known.clear();
    known.set(term, (path = `${kind === "word" ? "words" : "categories"}.${term}`));
  }
  return path;
}

/** The update path of a category's count (`categories.<category>`). */
export const categoryPath = (category: string) => pathOf("category", category);

/**
 * Adds a post's counts to `increments` (the update of its day): +1 for a post stored, -1 for one
 * that goes. Several posts of one day add up in the same increments.
 */
export function addTrending(
  increments: Record<string, number>,
  post: Pick<PostDocument, "category" | "title" | "content">,
  by: 1 | -1,
): Record<string, number> {
  const add = (path: string) => (increments[path] = (increments[path] ?? 0) + by);
  add(pathOf("category", post.category));
  for (const word of wordsOf(`${post.title ?? ""} ${post.content}`)) add(pathOf("word", word));
  return increments;
}

/**
 * Increments for a day's document. Keys vary from post to post: an object without a prototype
 * starts as a dictionary, instead of growing the engine a new shape per combination of words.
 */
export const newIncrements = () => Object.create(null) as Record<string, number>;
