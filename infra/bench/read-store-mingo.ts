import { find } from "mingo";
import { update as mingoUpdate } from "mingo/updater";
import { createMemoryReadStore } from "@kumite/kit/read-store";

// `node --import tsx infra/bench/read-store-mingo.ts` (part of `npm run bench`): whether the memory
// read store's hand-written filter, sort, update and field selection (services/kit/src/read-store)
// still earn their place beside mingo, which the behaviour suite trusts as their oracle. Each
// operation runs on the same documents through the store and through mingo, alternately in one
// process, median of ROUNDS; a part stays hand-written only while mingo costs it more than a tenth.

const POSTS = Number(process.env.BENCH_MINGO_POSTS ?? 20_000);
const ROUNDS = 5;
const KEEP_ABOVE = 1.1;
const CATEGORIES = ["Judo", "BJJ", "Karate", "Muay Thai", "Boxing"];

type Post = {
  _id: string;
  category: string;
  createdAt: string;
  likes: number;
  authorId: string;
  title: string;
  tags: string[];
};

const posts: Post[] = Array.from({ length: POSTS }, (_, index) => ({
  _id: `post-${index}`,
  category: CATEGORIES[index % CATEGORIES.length]!,
  createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  likes: (index * 7919) % 100,
  authorId: `member-${index % 500}`,
  title: `Post ${index}`,
  tags: [`tag-${index % 13}`],
}));

const store = createMemoryReadStore();
const collection = store.collection<Post>("posts");
for (const post of posts) await collection.insertOne(structuredClone(post));
const plain = posts.map((post) => structuredClone(post));

const filter = { category: "Judo", likes: { $gte: 10 } };
const updated = (round: number) => Array.from({ length: 1000 }, (_, index) => `post-${(index * 17 + round) % POSTS}`);
const byId = new Map(plain.map((post) => [post._id, post]));

const operations: Array<{
  name: string;
  store: (round: number) => Promise<unknown>;
  mingo: (round: number) => unknown;
}> = [
  {
    name: "filter + sort + limit 20 (a feed page, scanned)",
    store: () => collection.find(filter, { sort: { createdAt: -1 }, limit: 20 }),
    mingo: () => find(plain, filter).sort({ createdAt: -1 }).limit(20).all(),
  },
  {
    name: "sort of 1,000 matches",
    store: () => collection.find({ authorId: { $in: ["member-1", "member-2"] } }, { sort: { likes: -1, _id: 1 } }),
    mingo: () =>
      find(plain, { authorId: { $in: ["member-1", "member-2"] } })
        .sort({ likes: -1, _id: 1 })
        .all(),
  },
  {
    name: "field selection of 4,000 documents (3 fields)",
    store: () => collection.find({ category: "BJJ" }, { fields: { _id: 1, title: 1, likes: 1 } }),
    mingo: () => find(plain, { category: "BJJ" }, { _id: 1, title: 1, likes: 1 }).all(),
  },
  {
    name: "1,000 updates by _id ($set, $inc, $push)",
    store: async (round) => {
      for (const id of updated(round))
        await collection.updateOne(
          { _id: id },
          { $set: { title: `T${round}` }, $inc: { likes: 1 }, $push: { tags: "x" } },
        );
    },
    mingo: (round) => {
      for (const id of updated(round))
        mingoUpdate(byId.get(id)!, { $set: { title: `T${round}` }, $inc: { likes: 1 }, $push: { tags: "x" } });
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => unknown) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const rows = [];
for (const operation of operations) {
  const hand: number[] = [];
  const viaMingo: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    // Alternate which goes first; the first round of each warms both up and is not counted.
    const first = round % 2 === 0;
    const a = await timed(() => (first ? operation.store(round) : operation.mingo(round)));
    const b = await timed(() => (first ? operation.mingo(round) : operation.store(round)));
    if (round === 0) continue;
    hand.push(first ? a : b);
    viaMingo.push(first ? b : a);
  }
  const ratio = median(viaMingo) / median(hand);
  rows.push({
    operation: operation.name,
    "hand-written ms": median(hand).toFixed(2),
    "mingo ms": median(viaMingo).toFixed(2),
    "mingo / hand": ratio.toFixed(2),
    verdict: ratio > KEEP_ABOVE ? "stays hand-written" : "move to mingo",
  });
}
console.log(`\nThe memory read store against mingo, ${POSTS} posts, median of ${ROUNDS} rounds\n`);
console.table(rows);
