import { expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import { caseSubject, MODERATION_STREAM, type ReportFiled } from "@kumite/contracts/moderation/events";
import { DAY_MS } from "@kumite/contracts/time";
import { expireInFlightClaims, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService, type TestMember } from "@kumite/kit/testing/harness";
import { moderationService } from "../src/service.ts";

// Thirty members reporting four members and blocking one, with moderation stopping in the middle
// and a new instance taking over: every acknowledged report is stored once, the retries with the
// same keys store nothing twice (a report that finds its target suspended meanwhile answers 404, as
// for a member who is gone), and each reported member is suspended exactly once.

type Write = { from: TestMember; kind: "report" | "block"; target: string; key: string; status?: number };

it("loses and doubles no report or block when moderation stops in the middle of thirty members reporting", async () => {
  const first = await startTestService(moderationService);
  first.deps.clock = () => new Date(Date.now() + 2 * DAY_MS);
  const targets = await Promise.all(Array.from({ length: 4 }, () => first.member()));
  const reporters = await Promise.all(Array.from({ length: 30 }, () => first.member()));
  const lanes: Write[][] = reporters.map((from, index) => [
    ...targets.map((target) => ({ from, kind: "report" as const, target: target.id, key: crypto.randomUUID() })),
    { from, kind: "block" as const, target: reporters[(index + 1) % reporters.length]!.id, key: crypto.randomUUID() },
  ]);
  const writes = lanes.flat();
  const send = (service: typeof first, write: Write) => {
    const call =
      write.kind === "report"
        ? service
            .as(write.from.id)
            .post(
              "/api/reports",
              { reporterId: write.from.id, reportedUserId: write.target, reason: "harassment" },
              { headers: { [IDEMPOTENCY_KEY_HEADER]: write.key } },
            )
        : service.as(write.from.id).post(
            `/api/users/${write.target}/block`,
            { blockerId: write.from.id },
            {
              headers: { [IDEMPOTENCY_KEY_HEADER]: write.key },
            },
          );
    return call.then((reply) => (write.status = reply.statusCode)).catch(() => (write.status = 0));
  };

  const outcome = await stopAmidWrites({
    lanes,
    send: (write) => send(first, write),
    stopAfter: writes.length / 3,
    stop: () => first.close(),
  });
  expect(outcome.inFlightAtStop.length).toBeGreaterThan(0);
  expect(outcome.unacknowledged.length).toBeGreaterThan(0);

  const second = await startTestService(moderationService);
  second.deps.clock = first.deps.clock;
  try {
    const reportsOn = async (target: string) =>
      (await second.deps.events.load(MODERATION_STREAM.name, caseSubject(target))).filter(
        (event) => event.type === "ReportFiled",
      ) as unknown as Array<{ data: ReportFiled }>;
    // Each acknowledged report is in the log, once.
    for (const write of outcome.acknowledged.filter((acknowledged) => acknowledged.kind === "report")) {
      const filed = (await reportsOn(write.target)).filter((event) => event.data.reporterId === write.from.id);
      expect(filed).toHaveLength(1);
    }
    await expireInFlightClaims(
      second.deps.redis,
      "moderation",
      reporters.map((reporter) => reporter.id),
    );
    for (const write of writes) await send(second, write);
    // A retry is answered as before, or, once its target is suspended, as for a member who is gone.
    for (const write of writes) expect([write.kind === "report" ? 201 : 200, 404]).toContain(write.status);
    for (const target of targets) {
      const reporterIds = (await reportsOn(target.id)).map((event) => event.data.reporterId);
      expect(new Set(reporterIds).size).toBe(reporterIds.length);
      // Every report answered 201 is stored; one may be stored whose answer the stop lost, and whose
      // retry then found its target suspended (404): stored once, all the same.
      const answered = writes.filter((write) => write.target === target.id && write.status === 201);
      expect(reporterIds).toEqual(expect.arrayContaining(answered.map((write) => write.from.id)));
      const events = await second.deps.events.load(MODERATION_STREAM.name, caseSubject(target.id));
      expect(events.filter((event) => event.type === "MemberSuspended")).toHaveLength(1);
    }
    const blocks = await Promise.all(reporters.map((reporter) => second.as(reporter.id).get("/api/blocks")));
    expect(blocks.map((reply) => reply.json().length)).toEqual(reporters.map(() => 1));
  } finally {
    await second.close();
  }
}, 90_000);
