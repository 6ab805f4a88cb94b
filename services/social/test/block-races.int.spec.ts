import { afterAll, beforeAll, expect, it } from "vitest";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { actRacingBlock, hostileStore } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// A block racing a connection request: stored while social's read of the blocks is held behind the
// log, the request waits for the blocks to catch up and is refused.

const store = hostileStore(createMemoryReadStore());
let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService, { connections: { store } });
});
afterAll(async () => {
  await social.close();
});

it("refuses a connection request sent while the other's block was on its way", async () => {
  const [asker, blocker] = [await social.member(), await social.member()];

  const { reply, inFlight } = await actRacingBlock(social, store, [blocker.id, asker.id], () =>
    asker.post("/api/connections", { userId: asker.id, connectedUserId: blocker.id }),
  );
  expect(inFlight).toBe(true);
  expect([reply.statusCode, reply.json().code]).toEqual([403, "block.blocked"]);
});
