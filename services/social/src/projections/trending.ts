import type { ReadStore } from "@kumite/kit/read-store/port";
import { TRENDING_TERMS, type PostDocument } from "./collections.ts";

// Trending topics: per-day counts of categories and words, so "the last 7 days" reads at most a
// week of buckets, never the posts themselves.

export type TrendingTermDocument = { _id: string; day: string; kind: "category" | "word"; term: string; count: number };

const WORDS_PER_POST = 20;
const MIN_WORD_LENGTH = 4;
const STOP_WORDS = new Set(
  "about after again also because been before being between both could does doing down during each from have having here into just like more most much only other over same should some such than that their them then there these they this those through under until very were what when where which while will with would your yours really today tonight".split(
    " ",
  ),
);

export const dayOf = (timestamp: string) => timestamp.slice(0, 10);

export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
    if (word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word)) words.add(word);
    if (words.size >= WORDS_PER_POST) break;
  }
  return [...words];
}

/** Called once per post, when the post is first stored. */
export async function countTrending(store: ReadStore, post: PostDocument): Promise<void> {
  const terms = store.collection<TrendingTermDocument>(TRENDING_TERMS);
  const day = dayOf(post.createdAt);
  const entries: Array<["category" | "word", string]> = [
    ["category", post.category],
    ...wordsOf(`${post.title ?? ""} ${post.content}`).map((word) => ["word", word] as ["word", string]),
  ];
  for (const [kind, term] of entries) {
    await terms.updateOne(
      { _id: `${day}|${kind}|${term}` },
      { $inc: { count: 1 }, $setOnInsert: { day, kind, term } },
      { upsert: true },
    );
  }
}
