import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAppealTicket } from "@kumite/kit/sessions";
import { suspend } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { moderationService } from "../src/service.ts";

let moderation: TestService<typeof moderationService>;
beforeAll(async () => {
  moderation = await startTestService(moderationService);
});
afterAll(async () => {
  await moderation.close();
});

const collect = (memberId: string) => moderationService.memberData!.collect(moderation.deps, memberId);
async function report(reporter: TestMember, target: TestMember, description: string) {
  const body = { reporterId: reporter.id, reportedUserId: target.id, reason: "harassment", description };
  expect((await reporter.post("/api/reports", body)).statusCode).toBe(201);
}

describe("moderation's part of a member's export", () => {
  it("holds the reports the member made and their blocks, and not the reports about them", async () => {
    const ana = await moderation.member({ displayName: "Ana Export" });
    const tom = await moderation.member({ displayName: "Tom Export" });
    const cleo = await moderation.member({ displayName: "Cleo Export" });
    await report(ana, tom, "Ana's report details");
    await report(cleo, ana, "Cleo's report about Ana");
    expect((await ana.post(`/api/users/${cleo.id}/block`, { blockerId: ana.id })).statusCode).toBe(200);

    const { data } = await collect(ana.id);
    expect(data.reports).toEqual([
      {
        id: expect.any(String),
        member: { id: tom.id, displayName: "Tom Export" },
        reason: "harassment",
        description: "Ana's report details",
        filedAt: expect.any(String),
      },
    ]);
    expect(data.blocks).toEqual([
      { member: { id: cleo.id, displayName: "Cleo Export" }, blockedAt: expect.any(String) },
    ]);
    expect(data.suspension).toBeNull();
    const text = JSON.stringify(data);
    expect(text).not.toContain("Cleo's report about Ana");
    expect(JSON.parse(text)).toEqual(data);
    expect(JSON.stringify((await collect(tom.id)).data)).not.toContain("Ana's report details");
  });

  it("holds the member's own suspension, their appeal and the operator's note", async () => {
    const tom = await moderation.member();
    await suspend(moderation, tom.id);
    const ticket = await issueAppealTicket(moderation.deps.redis, tom.id);
    const appealed = await moderation.signedOut.post("/api/moderation/appeals", { ticket, text: "Tom's appeal" });
    expect(appealed.statusCode).toBe(201);
    await moderation.deps.aggregates.cases.handle(
      tom.id,
      { type: "ConfirmSuspension", data: { note: "Operator's note to Tom" } },
      null,
    );

    const { data } = await collect(tom.id);
    expect(data.suspension).toEqual({
      current: {
        suspendedAt: expect.any(String),
        status: "confirmed",
        appeal: { text: "Tom's appeal", filedAt: expect.any(String) },
        note: "Operator's note to Tom",
      },
      lastLifted: null,
    });
  });
});
