// The memory adapter's hand-written updates and field selections (memory-collection.ts says why
// they are not mingo's) checked against mingo on random documents, as behaviour-index-walks.ts
// checks its filters and sorts. Field names stay clear of Object.prototype's, where mingo departs.
import { Aggregator } from "mingo";
import { update as mingoUpdate, type Modifier } from "mingo/updater";
import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "./behaviour-dataset.ts";
import { createMemoryReadStore } from "../../src/read-store/memory.ts";
import type { Document, Update } from "../../src/read-store/port.ts";

const pick = <V>(random: Random, values: readonly V[]): V => values[Math.floor(random() * values.length)]!;

const NAMES = ["kata", "rank", "belt", "dojo"];
const TAGS = ["kumite", "grading", "seminar"];

function randomMember(random: Random, n: number): Document {
  const member: Document = { _id: `m${n}`, name: `member ${n}` };
  if (random() < 0.7) member.visits = Math.floor(random() * 5);
  if (random() < 0.7) member.tags = TAGS.filter(() => random() < 0.5);
  if (random() < 0.6) member.words = Object.fromEntries(NAMES.filter(() => random() < 0.5).map((name) => [name, 1]));
  if (random() < 0.6)
    member.friends = Array.from({ length: Math.floor(random() * 3) }, (_, i) => ({ id: `f${i}`, since: i }));
  return member;
}

function randomUpdate(random: Random, i: number): Update {
  const operators: Record<string, Record<string, unknown>> = {};
  const add = (operator: string, path: string, value: unknown) => ((operators[operator] ??= {})[path] = value);
  // One operation per top-level field, so that none conflict. A $push adds a value the array does
  // not hold: mingo's $addToSet drops duplicates already in an array, which MongoDB keeps.
  const fields = ["visits", "tags", "words", "friends", "name", "stats"].sort(() => random() - 0.5);
  for (const field of fields.slice(0, 1 + Math.floor(random() * 3))) {
    if (field === "visits") add(pick(random, ["$inc", "$set"]), "visits", Math.floor(random() * 3));
    else if (field === "tags") {
      const operator = pick(random, ["$push", "$addToSet", "$pull"]);
      add(operator, "tags", operator === "$push" ? `tag ${i}` : pick(random, TAGS));
    } else if (field === "words") add(pick(random, ["$inc", "$set"]), `words.${pick(random, NAMES)}`, 1);
    else if (field === "friends") {
      const operator = pick(random, ["$push", "$addToSet", "$pull"]);
      const friend = operator === "$push" ? { id: `f${10 + i}`, since: i } : { id: "f9", since: 9 };
      add(operator, "friends", operator === "$pull" ? { id: pick(random, ["f0", "f1", "f9"]) } : friend);
    } else if (field === "name") add("$set", "name", pick(random, ["Ana", "Bo"]));
    else add("$set", `stats.${pick(random, NAMES)}`, { at: Math.floor(random() * 3) });
  }
  return operators as Update;
}

describe("the memory adapter agrees with mingo", () => {
  it("on 500 random updates", async () => {
    const random = seededRandom(29);
    const store = createMemoryReadStore();
    const members = store.collection("members");
    const expected = new Map<string, Document>();
    for (let n = 0; n < 50; n++) {
      const member = randomMember(random, n);
      await members.insertOne(member);
      expected.set(member._id, structuredClone(member));
    }
    for (let i = 0; i < 500; i++) {
      const id = `m${Math.floor(random() * 50)}`;
      const update = randomUpdate(random, i);
      const oracle = structuredClone(expected.get(id)!);
      await members.updateOne({ _id: id }, update);
      mingoUpdate(oracle, update as Modifier<Document>, undefined, undefined, { cloneMode: "deep" });
      expected.set(id, oracle);
      expect(await members.findOne({ _id: id }), JSON.stringify(update)).toEqual(oracle);
    }
  });

  it("on random field selections", async () => {
    const random = seededRandom(19);
    const store = createMemoryReadStore();
    const members = store.collection("members");
    const all = Array.from({ length: 30 }, (_, n) => randomMember(random, n));
    for (const member of all) await members.insertOne(member);
    const paths = ["name", "visits", "tags", "words.kata", "friends.id", "friends", "missing.field"];
    for (let i = 0; i < 100; i++) {
      const flag = pick(random, [0, 1] as const);
      const chosen = paths.filter(() => random() < 0.35);
      if (chosen.length === 0) continue;
      const fields: Record<string, 0 | 1> = Object.fromEntries(
        chosen
          .filter((path, _, list) => !list.some((other) => path.startsWith(`${other}.`)))
          .map((path) => [path, flag]),
      );
      if (random() < 0.3) fields._id = 0;
      // On copies: mingo's exclusion removes fields from the documents it is given.
      const oracle = new Aggregator([{ $sort: { _id: 1 } }, { $project: fields }]).run(structuredClone(all));
      expect(await members.find({}, { sort: { _id: 1 }, fields }), JSON.stringify(fields)).toEqual(oracle);
    }
  });
});
