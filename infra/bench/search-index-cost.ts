import { randomUUID } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { withCellForPoint } from "@kumite/contracts/identity/cells";
import { PUBLIC_PROFILE_DEFAULTS, type UserRegistered } from "@kumite/contracts/identity/events";
import type { StoredEvent } from "@kumite/kit/event-store";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { SearchIndex } from "@kumite/kit/search";
import { usersSearch } from "../../services/identity/src/projections/users-search.ts";
import { member, seededRandom } from "../seed/sample-content.ts";

// The search index's own cost, in this process: members' search entries projected into a memory
// read store, then the index built from them as a service builds it after a restart or a rebuild
// (the rebuild time), the heap it holds (per 10,000 members), and typed queries per second: a
// table of typos and nicknames asked over and over (answered from the index's kept answers after
// the first time), and queries each new to it (a member's name cut short, with a letter changed).

const QUERIES = ["kenji tanaca", "mateo silv", "lisbn", "bjj", "muay thai osaka", "nakamra", "kowalsky"];

/** Distinct queries as members type them: a name and a surname, each cut short, one letter changed. */
function newQueries(count: number): string[] {
  const random = seededRandom(2034);
  const queries = new Set<string>();
  while (queries.size < count) {
    const { displayName } = member(random, queries.size, "q");
    const words = displayName
      .toLowerCase()
      .split(" ")
      .map((word) => word.slice(0, 3 + Math.floor(random.next() * 4)));
    const at = Math.floor(random.next() * words[1]!.length);
    words[1] = words[1]!.slice(0, at) + "aeiou"[Math.floor(random.next() * 5)] + words[1]!.slice(at + 1);
    queries.add(words.join(" "));
  }
  return [...queries];
}

/** How many of `queries` (in turn) the index answers per second, over `seconds`. */
async function rate(index: SearchIndex, store: Parameters<SearchIndex["search"]>[0], queries: string[], seconds = 2) {
  let asked = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) await index.search(store, queries[asked++ % queries.length]!);
  return Math.round(asked / seconds);
}

function heapUsed(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export async function searchIndexCost(sizes: readonly number[]) {
  const rows = [];
  // One size at a time in a scope of its own, so the last one's store and index are gone from the heap.
  for (const size of sizes) rows.push(await costAt(size));
  return rows;
}

async function costAt(size: number) {
  const store = createMemoryReadStore();
  await usersSearch.projection.setup!(store);
  const handler = usersSearch.projection.handlers.UserRegistered!;
  const random = seededRandom(2033);
  for (let index = 0; index < size; index++) {
    const { email: _email, ...profile } = member(random, index, "cost");
    const data: UserRegistered = { ...PUBLIC_PROFILE_DEFAULTS, ...withCellForPoint(profile), userId: randomUUID() };
    const event: StoredEvent = {
      id: randomUUID(),
      type: "UserRegistered",
      aggregateId: data.userId,
      occurredAt: new Date().toISOString(),
      actorId: null,
      data,
      stream: "IDENTITY",
      subject: `identity.user.${data.userId}`,
      sequence: index + 1,
      index: 0,
    };
    await handler(event, store);
  }
  const before = heapUsed();
  const index = new SearchIndex(usersSearch);
  const started = performance.now();
  await index.sync(store);
  const rebuildMs = performance.now() - started;
  const heapMb = (heapUsed() - before) / 1024 / 1024;
  const again = await rate(index, store, QUERIES);
  const fresh = newQueries(2000);
  const firstTime = await rate(index, store, fresh);
  return {
    members: size,
    "rebuild ms": Math.round(rebuildMs),
    "index MB": Math.round(heapMb * 10) / 10,
    "MB per 10,000": Math.round((heapMb / size) * 10_000 * 10) / 10,
    "queries/s asked again": again,
    "queries/s each new": firstTime,
  };
}
