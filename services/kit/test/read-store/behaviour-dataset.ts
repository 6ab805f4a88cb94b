// A random, reproducible data set and random finds over it, with mingo as the oracle: the
// behaviour suite compares every adapter's indexed finds with a plain filter-then-sort of the same data.
import { find } from "mingo";
import { expect } from "vitest";
import type { Document, Filter, Sort } from "../../src/read-store/port.ts";

export interface RandomPost extends Document {
  category: string;
  level: number;
  createdAt: string;
  title: string;
  author: { id: string };
  tags?: string[];
  score?: number | null;
}

export interface RandomFind {
  filter: Filter;
  sort?: Sort;
  skip?: number;
  limit?: number;
}

/** The indexes a feed-like projection would declare; the random finds aim at them and around them. */
export const RANDOM_INDEXES: Sort[] = [
  { category: 1, createdAt: -1 },
  { category: 1, level: 1, createdAt: -1 },
  { createdAt: -1 },
  { tags: 1, createdAt: -1 },
  { "author.id": 1 },
  { score: -1 },
  { level: 1 },
];

const CATEGORIES = ["Judo", "Karate", "BJJ", "Aikido", "Kendo", "Sambo"];
const TAGS = ["kata", "kumite", "grading", "seminar", "open-mat"];
const SORTS: (Sort | undefined)[] = [
  undefined,
  { createdAt: -1 },
  { createdAt: 1 },
  { level: 1, createdAt: -1 },
  { level: -1, createdAt: 1 },
  { createdAt: -1, _id: 1 },
  { createdAt: 1, _id: -1 },
  { category: 1, createdAt: -1 },
  { score: -1 },
  { title: 1 },
];

export type Random = () => number;

/** mulberry32: small, seedable, good enough to spread test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <V>(random: Random, values: readonly V[]): V => values[Math.floor(random() * values.length)]!;

/** Half as many distinct timestamps as posts, so sorts and ranges meet ties. */
export function randomPosts(count: number, random: Random): RandomPost[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const post: RandomPost = {
      _id: `p${String(i).padStart(5, "0")}`,
      category: pick(random, CATEGORIES),
      level: Math.floor(random() * 5),
      createdAt: new Date(start + Math.floor(random() * (count / 2)) * 60_000).toISOString(),
      title: `title ${Math.floor(random() * 1000)}`,
      author: { id: `u${Math.floor(random() * 40)}` },
    };
    const shape = random();
    if (shape < 0.7) post.tags = TAGS.filter(() => random() < 0.35);
    else if (shape < 0.8) post.tags = [];
    const score = random();
    if (score < 0.6) post.score = Math.floor(random() * 10);
    else if (score < 0.8) post.score = null;
    return post;
  });
}

export function randomFind(random: Random, posts: RandomPost[]): RandomFind {
  const clauses: Filter[] = [];
  const pivot = () => pick(random, posts).createdAt;
  const roll = random();
  if (roll < 0.6) clauses.push({ category: pick(random, CATEGORIES) });
  else if (roll < 0.7) clauses.push({ category: { $in: [pick(random, CATEGORIES), pick(random, CATEGORIES)] } });
  const level = random();
  if (level < 0.2) clauses.push({ level: Math.floor(random() * 5) });
  else if (level < 0.35) clauses.push({ level: { $gte: 1, $lte: 3 } });
  const createdAt = random();
  if (createdAt < 0.5) clauses.push({ createdAt: { [pick(random, ["$lt", "$lte", "$gt", "$gte"])]: pivot() } });
  else if (createdAt < 0.65) {
    const [low, high] = [pivot(), pivot()].sort();
    clauses.push({ createdAt: { $gt: low, $lte: high } });
  }
  const other = random();
  if (other < 0.15) clauses.push({ tags: pick(random, TAGS) });
  else if (other < 0.25) clauses.push({ tags: { $in: [pick(random, TAGS), pick(random, TAGS)] } });
  else if (other < 0.35) clauses.push({ "author.id": `u${Math.floor(random() * 40)}` });
  else if (other < 0.4) clauses.push({ score: null });
  else if (other < 0.45) clauses.push({ score: { $gt: 5 } });
  else if (other < 0.475) clauses.push({ score: { $ne: null } });
  else if (other < 0.5) clauses.push({ title: { $regex: "^title 1" } });
  else if (other < 0.55) clauses.push({ _id: { $in: posts.slice(0, 3).map(() => pick(random, posts)._id) } });
  // On an array, each bound may be met by a different element.
  else if (other < 0.6) clauses.push({ tags: { $gt: pick(random, TAGS), $lt: pick(random, TAGS) } });
  const filter: Filter = Object.assign({}, ...clauses);
  const found: RandomFind = { filter };
  const sort = pick(random, SORTS);
  if (sort) found.sort = sort;
  const skip = pick(random, [0, 0, 0, 3, 50]);
  if (skip) found.skip = skip;
  const limit = pick(random, [undefined, 1, 5, 20, 20, 100]);
  if (limit) found.limit = limit;
  return found;
}

/**
 * Every returned document matches, none twice, and position by position the sort keys equal
 * those of the oracle's page. Which of several tied documents fill a page is left open, as Mongo
 * leaves it.
 */
export function expectOraclePage(posts: RandomPost[], query: RandomFind, actual: Document[]): void {
  const context = JSON.stringify(query);
  const all = find(posts, query.filter).all() as RandomPost[];
  const ordered = query.sort ? (find(all, {}).sort(query.sort).all() as RandomPost[]) : all;
  const skip = query.skip ?? 0;
  const expected = ordered.slice(skip, query.limit ? skip + query.limit : undefined);
  expect(actual.length, context).toBe(expected.length);
  const matching = new Set(all.map((post) => post._id));
  expect(
    actual.every((post) => matching.has(post._id)),
    context,
  ).toBe(true);
  expect(new Set(actual.map((post) => post._id)).size, context).toBe(actual.length);
  if (query.sort) {
    const keys = (post: Document) => Object.keys(query.sort ?? {}).map((path) => post[path] ?? null);
    expect(actual.map(keys), context).toEqual(expected.map(keys));
  }
}
