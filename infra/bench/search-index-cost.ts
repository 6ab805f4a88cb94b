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
// (the rebuild time), the heap it holds (per 10,000 members), and typed queries per second.

const QUERIES = ["kenji tanaca", "mateo silv", "lisbn", "bjj", "muay thai osaka", "nakamra", "ana"];

function heapUsed(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export async function searchIndexCost(sizes: readonly number[]) {
  const rows = [];
  for (const size of sizes) {
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
    let queries = 0;
    const until = performance.now() + 2000;
    while (performance.now() < until) await index.search(store, QUERIES[queries++ % QUERIES.length]!);
    rows.push({
      members: size,
      "rebuild ms": Math.round(rebuildMs),
      "index MB": Math.round(heapMb * 10) / 10,
      "MB per 10,000": Math.round((heapMb / size) * 10_000 * 10) / 10,
      "queries/s": Math.round(queries / 2),
    });
  }
  return rows;
}
