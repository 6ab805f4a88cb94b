import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { issueAppealTicket } from "@kumite/kit/sessions";
import { startTestService, type TestService, testNatsUrl } from "@kumite/kit/testing/harness";
import { moderationService } from "../src/service.ts";

// The operator's command, run as an operator runs it against the same NATS: it lists a suspension
// with its reports and appeal, and lifting it lets the member back (their case counts afresh).
// Members' words reach the operator's terminal escaped: one report a line, no control acting.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);
const operator = async (...args: string[]) => {
  const { stdout } = await run("node", ["--import", "tsx", "scripts/moderation.ts", ...args], {
    cwd: root,
    env: { ...process.env, NATS_URL: testNatsUrl(), REDIS_URL: inject("redisUrl") },
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

it("prints each report on one line, with a forged line, a terminal escape and a bidi override escaped", async () => {
  const [kim, ...reporters] = await Promise.all(Array.from({ length: 4 }, () => moderation.member()));
  moderation.deps.clock = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const forged = `Threats\n2026-11-26T12:00:00.000Z spam by ${reporters[0]!.id} (counted) all lies`;
  const descriptions = [forged, "\u001b]0;owned\u0007\u001b[2J cleared", "ok\u0085\u2028\u202eesrever"];
  for (const [index, reporter] of reporters.entries()) {
    const filed = await reporter.post("/api/reports", {
      reporterId: reporter.id,
      reportedUserId: kim!.id,
      reason: "harassment",
      description: descriptions[index],
    });
    expect(filed.statusCode).toBe(201);
  }
  const ticket = await issueAppealTicket(moderation.deps.redis, kim!.id);
  const appeal = await moderation.signedOut.post("/api/moderation/appeals", { ticket, text: "Me?\r\n  no appeal" });
  expect(appeal.statusCode).toBe(201);

  const listed = await operator("list");
  const lines = listed.split("\n");
  const kimsCase = lines.slice(lines.findIndex((line) => line.startsWith(`${kim!.id}: suspended`))).slice(0, 6);
  expect(kimsCase[5] ?? "").toBe("");
  expect(kimsCase.slice(1, 4).map((line) => line.slice(line.indexOf(" (counted) ") + 11))).toEqual([
    `Threats\\u{a}2026-11-26T12:00:00.000Z spam by ${reporters[0]!.id} (counted) all lies`,
    "\\u{1b}]0;owned\\u{7}\\u{1b}[2J cleared",
    "ok\\u{85}\\u{2028}\\u{202e}esrever",
  ]);
  expect(kimsCase[4]).toMatch(/^ {2}appeal \S+: Me\?\\u\{d\}\\u\{a\} {2}no appeal$/);
  // Nothing a terminal acts on, anywhere in what was printed.
  expect(lines.filter((line) => /[\p{Cc}\u2028\u2029\u202a-\u202e]/u.test(line))).toEqual([]);
}, 60_000);
