import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import "@kumite/kit/testing/provided-context";
import { startTestService, type TestService } from "@kumite/kit/testing/service-harness";
import { moderationService } from "../src/service.ts";

// The operator's command, run as an operator runs it against the same NATS: it lists a suspension
// with its reports and appeal, and lifting it lets the member back (their case counts afresh).

const root = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);
const operator = async (...args: string[]) => {
  const { stdout } = await run("node", ["--import", "tsx", "scripts/moderation.ts", ...args], {
    cwd: root,
    env: { ...process.env, NATS_URL: inject("natsUrl"), REDIS_URL: inject("redisUrl") },
  });
  return stdout;
};

let moderation: TestService<typeof moderationService>;
beforeAll(async () => {
  moderation = await startTestService(moderationService);
});
afterAll(async () => {
  await moderation.close();
});

it("lists a suspension with its reports, then lifts it", async () => {
  const [tom, ...reporters] = await Promise.all(Array.from({ length: 4 }, () => moderation.member()));
  moderation.deps.clock = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  for (const reporter of reporters) {
    await reporter.post("/api/reports", { reporterId: reporter.id, reportedUserId: tom!.id, reason: "spam" });
  }
  expect((await moderation.deps.aggregates.cases.state(tom!.id)).suspension).not.toBeNull();

  const listed = await operator("list");
  expect(listed).toContain(`${tom!.id}: suspended`);
  for (const reporter of reporters) expect(listed).toContain(`spam by ${reporter.id} (counted)`);

  expect(await operator("lift", tom!.id, "reviewed:", "no abuse")).toContain(`${tom!.id}: SuspensionLifted`);
  expect((await moderation.deps.aggregates.cases.state(tom!.id)).suspension).toBeNull();
  expect(await operator("list")).not.toContain(tom!.id);
}, 60_000);
