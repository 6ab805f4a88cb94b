import type { ReadStore } from "@kumite/kit/read-store/port";
import { TRENDING_DAYS, type PostDocument } from "./collections.ts";

// Trending topics: one document per day holding that day's counts of categories and words, so a
// post costs one update and "the last 7 days" reads seven documents, never the posts themselves.

export type TrendingDayDocument = {
  _id: string;
  categories: Record<string, number>;
  words: Record<string, number>;
};
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

/** Counts a post in its day when it is first stored (+1), and uncounts it when it goes (-1). */
export async function countTrending(store: ReadStore, post: PostDocument, by: 1 | -1): Promise<void> {
  const increments: Record<string, number> = { [`categories.${post.category}`]: by };
  for (const word of wordsOf(`${post.title ?? ""} ${post.content}`)) increments[`words.${word}`] = by;
  await store
    .collection<TrendingDayDocument>(TRENDING_DAYS)
    .updateOne({ _id: dayOf(post.createdAt) }, { $inc: increments }, { upsert: true });
}
