import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { caseSubject, MODERATION_STREAM, type ReportFiled } from "@kumite/contracts/moderation/events";
import { DAY_MS } from "@kumite/contracts/time";
import { issueAppealTicket } from "@kumite/kit/sessions";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { moderationService } from "../src/service.ts";

// Reports through the routes, by every kind of reporter, with SPEC §9's numbers counted by
// distinct reporters in good standing; then the suspended member's one appeal.

let moderation: TestService<typeof moderationService>;
beforeAll(async () => {
  moderation = await startTestService(moderationService);
});
afterAll(async () => {
  await moderation.close();
});
afterEach(() => {
  moderation.deps.clock = () => new Date();
});

/** Members signed up a moment ago count once the clock says they are two days old. */
const twoDaysOn = () => {
  moderation.deps.clock = () => new Date(Date.now() + 2 * DAY_MS);
};
const members = (count: number) => Promise.all(Array.from({ length: count }, () => moderation.member()));
const reportOf = (reporter: TestMember, target: TestMember, extra: Record<string, unknown> = {}) =>
  reporter.post("/api/reports", {
    reporterId: reporter.id,
    reportedUserId: target.id,
    reason: "harassment",
    description: "Threats after a sparring session",
    ...extra,
  });
async function suspensionsOf(memberId: string): Promise<number> {
  return (await suspendedBy(memberId)).length;
}
/** The reporters behind each of the member's suspensions, in order. */
async function suspendedBy(memberId: string): Promise<string[][]> {
  const events = await moderation.deps.events.load(MODERATION_STREAM.name, caseSubject(memberId));
  return events.flatMap((event) =>
    event.type === "MemberSuspended" ? [(event.data as { reporterIds: string[] }).reporterIds] : [],
  );
}
/** Three established members report the member in one day: suspended. */
async function suspendedByThree(target: TestMember): Promise<TestMember[]> {
  const reporters = await members(3);
  twoDaysOn();
  for (const reporter of reporters) await reportOf(reporter, target);
  expect(await suspensionsOf(target.id)).toBe(1);
  return reporters;
}
const lift = (memberId: string) =>
  moderation.deps.aggregates.cases.handle(memberId, { type: "LiftSuspension", data: { note: "reviewed" } }, null);
const ids = (reporters: TestMember[]) => reporters.map((reporter) => reporter.id).sort();

describe("a report", () => {
  it("is filed by a member about another, in SPEC's words, and refused for bad input or another's name", async () => {
    const [ana, tom] = await members(2);
    const filed = await reportOf(ana!, tom!);
    expect([filed.statusCode, filed.json()]).toEqual([201, { message: "Report submitted", userBanned: false }]);
    expect((await reportOf(ana!, tom!, { description: undefined })).statusCode).toBe(201);

    const self = await reportOf(ana!, ana!);
    expect([self.statusCode, self.json().code]).toEqual([400, "report.self"]);
    const noReason = await reportOf(ana!, tom!, { reason: "because" });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, "validation.invalid"]);
    const asOther = await ana!.post("/api/reports", { reporterId: tom!.id, reportedUserId: ana!.id, reason: "spam" });
    expect([asOther.statusCode, asOther.json().code]).toEqual([403, "member.not-self"]);
    const nobody = await reportOf(ana!, { ...tom!, id: "no-such-member" });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, "member.not-found"]);
    const tooLong = await reportOf(ana!, tom!, { description: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await moderation.signedOut.post("/api/reports", { reportedUserId: tom!.id, reason: "spam" })).statusCode,
    ).toBe(401);
  });

  it("is limited to 10 a day for each reporter", async () => {
    const [ana, ...targets] = await members(12);
    const replies = await Promise.all(targets.map((target) => reportOf(ana!, target)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([...Array(10).fill(201), 429]);
    const refused = replies.find((reply) => reply.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: "You can send at most 10 reports a day", code: "report.daily-limit" });
  });
});

describe("the ban arithmetic", () => {
  it("ten accounts made a minute ago reporting one member: no ban", async () => {
    const [tom, ...fresh] = await members(11);
    const replies = await Promise.all(fresh.map((reporter) => reportOf(reporter, tom!)));
    expect(replies.map((reply) => reply.json().userBanned)).toEqual(Array(10).fill(false));
    expect(await suspensionsOf(tom!.id)).toBe(0);
  });

  it("five established members: a ban, and the fifth reply says so", async () => {
    const [tom, ...reporters] = await members(6);
    twoDaysOn();
    const replies = [];
    // Spread over five days: the total of five, not three in one day, is what bans.
    for (const [day, reporter] of reporters.entries()) {
      moderation.deps.clock = () => new Date(Date.now() + (2 + day) * DAY_MS);
      replies.push((await reportOf(reporter, tom!)).json().userBanned);
    }
    expect(replies).toEqual([false, false, false, false, true]);
    expect(await suspensionsOf(tom!.id)).toBe(1);
  });

  it("one member reporting five times counts once", async () => {
    const [tom, ana] = await members(2);
    twoDaysOn();
    for (let time = 0; time < 5; time += 1) expect((await reportOf(ana!, tom!)).json().userBanned).toBe(false);
    expect(await suspensionsOf(tom!.id)).toBe(0);
  });

  it("three in one day: a ban; three over three days: none", async () => {
    const [tom, kim, ...reporters] = await members(8);
    twoDaysOn();
    const sameDay = await Promise.all(reporters.slice(0, 3).map((reporter) => reportOf(reporter, tom!)));
    expect(sameDay.some((reply) => reply.json().userBanned)).toBe(true);
    expect(await suspensionsOf(tom!.id)).toBe(1);

    for (const [day, reporter] of reporters.slice(3, 6).entries()) {
      moderation.deps.clock = () => new Date(Date.now() + (2 + day * 1.5) * DAY_MS);
      expect((await reportOf(reporter, kim!)).json().userBanned).toBe(false);
    }
    expect(await suspensionsOf(kim!.id)).toBe(0);
  });

  it("twenty concurrent reports make one ban event", async () => {
    const [tom, ...reporters] = await members(21);
    twoDaysOn();
    const replies = await Promise.all(reporters.map((reporter) => reportOf(reporter, tom!)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(201));
    expect(await suspensionsOf(tom!.id)).toBe(1);
  });

  it("a member who blocked their reporters first is suspended all the same", async () => {
    const [tom, ...reporters] = await members(4);
    twoDaysOn();
    for (const reporter of reporters) {
      expect((await tom!.post(`/api/users/${reporter.id}/block`, { blockerId: tom!.id })).statusCode).toBe(200);
    }
    expect((await tom!.get("/api/blocks")).json()).toHaveLength(3);
    const replies = [];
    for (const reporter of reporters) replies.push((await reportOf(reporter, tom!)).json().userBanned);
    expect(replies).toEqual([false, false, true]);
    expect(await suspendedBy(tom!.id)).toEqual([reporters.map((reporter) => reporter.id)]);
  });

  it("reporters moderation does not know yet count as new: three of them in a day suspend nobody", async () => {
    const [tom] = await members(1);
    twoDaysOn();
    const unknown = Array.from({ length: 3 }, () => `not-yet-known-${crypto.randomUUID()}`);
    for (const reporterId of unknown) {
      const reply = await moderation.as(reporterId).post("/api/reports", {
        reporterId,
        reportedUserId: tom!.id,
        reason: "spam",
      });
      expect([reply.statusCode, reply.json().userBanned]).toEqual([201, false]);
    }
    const events = await moderation.deps.events.load(MODERATION_STREAM.name, caseSubject(tom!.id));
    const counted = events.map((event) => event.type === "ReportFiled" && (event.data as ReportFiled).counted);
    expect(counted).toEqual([false, false, false]);
    expect(await suspensionsOf(tom!.id)).toBe(0);
  });
});

describe("after an operator lifts a suspension", () => {
  it("the reporters behind it report again and nothing happens; three new reporters suspend again", async () => {
    const [tom] = await members(1);
    const first = await suspendedByThree(tom!);
    await lift(tom!.id);
    for (const reporter of first) expect((await reportOf(reporter, tom!)).json().userBanned).toBe(false);
    expect(await suspensionsOf(tom!.id)).toBe(1);

    const fresh = await members(3);
    const replies = [];
    for (const reporter of fresh) replies.push((await reportOf(reporter, tom!)).json().userBanned);
    expect(replies).toEqual([false, false, true]);
    expect((await suspendedBy(tom!.id)).map((reporterIds) => reporterIds.sort())).toEqual([ids(first), ids(fresh)]);
  });

  it("the old reporters and new ones reporting at once: one suspension each, by the new ones alone", async () => {
    // Four members each suspended by three reporters and lifted; then, for all four at once, their
    // three old reporters and three new ones report again, old and new interleaved.
    const targets = await members(4);
    const old: TestMember[][] = [];
    for (const target of targets) old.push(await suspendedByThree(target));
    for (const target of targets) await lift(target.id);
    const fresh = await Promise.all(targets.map(() => members(3)));
    const writes = targets.flatMap((target, index) =>
      [0, 1, 2].flatMap((at) => [
        { reporter: fresh[index]![at]!, target },
        { reporter: old[index]![at]!, target },
      ]),
    );
    const replies = await Promise.all(writes.map(({ reporter, target }) => reportOf(reporter, target)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(writes.map(() => 201));

    let interleaved = 0;
    for (const [index, target] of targets.entries()) {
      const reporterIdsOf = (await suspendedBy(target.id)).map((reporterIds) => reporterIds.sort());
      expect(reporterIdsOf).toEqual([ids(old[index]!), ids(fresh[index]!)]);
      // The race was run: an old reporter's report landed after a new one's and before the suspension.
      const log = await moderation.deps.events.load(MODERATION_STREAM.name, caseSubject(target.id));
      const afterLift = log.slice(log.findIndex((event) => event.type === "SuspensionLifted"));
      const firstNew = afterLift.findIndex(
        (event) => event.type === "ReportFiled" && (event.data as ReportFiled).counted,
      );
      const suspension = afterLift.findIndex((event) => event.type === "MemberSuspended");
      const oldIds = ids(old[index]!);
      const between = afterLift.slice(firstNew, suspension);
      if (between.some((event) => oldIds.includes((event.data as ReportFiled).reporterId))) interleaved += 1;
    }
    expect(interleaved).toBeGreaterThan(0);
  });

  it("two new reporters among the three old ones, all at once, suspend nobody", async () => {
    const [kim] = await members(1);
    const kimsFirst = await suspendedByThree(kim!);
    await lift(kim!.id);
    const two = await members(2);
    const replies = await Promise.all([...two, ...kimsFirst].map((reporter) => reportOf(reporter, kim!)));
    expect(replies.map((reply) => [reply.statusCode, reply.json().userBanned])).toEqual(Array(5).fill([201, false]));
    const reports = await moderation.deps.events.load(MODERATION_STREAM.name, caseSubject(kim!.id));
    expect(reports.filter((event) => event.type === "ReportFiled")).toHaveLength(8);
    expect(await suspensionsOf(kim!.id)).toBe(1);
  });
});

describe("an appeal", () => {
  it("is taken once from a suspended member with the ticket their refused sign-in gave them", async () => {
    const [tom, ...reporters] = await members(4);
    twoDaysOn();
    for (const reporter of reporters) await reportOf(reporter, tom!);
    const appeal = async (text: string) =>
      moderation.signedOut.post("/api/moderation/appeals", {
        ticket: await issueAppealTicket(moderation.deps.redis, tom!.id),
        text,
      });
    const sent = await appeal("I was defending myself");
    expect([sent.statusCode, sent.json().message]).toEqual([201, "Your appeal has been sent. We will review it."]);
    const again = await appeal("Please");
    expect([again.statusCode, again.json().code]).toEqual([409, "moderation.appeal-sent"]);
    const forged = await moderation.signedOut.post("/api/moderation/appeals", { ticket: "a".repeat(43), text: "Hi" });
    expect([forged.statusCode, forged.json().code]).toEqual([403, "appeal.ticket-invalid"]);

    const [free] = await members(1);
    const ticket = await issueAppealTicket(moderation.deps.redis, free!.id);
    const notSuspended = await moderation.signedOut.post("/api/moderation/appeals", { ticket, text: "Hi" });
    expect([notSuspended.statusCode, notSuspended.json().code]).toEqual([409, "moderation.not-suspended"]);
  });
});
