import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { isBlockedBetween } from "@kumite/kit/members";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { moderationService } from "../src/service.ts";

// Blocking and unblocking through the routes, by the member, by someone naming another, signed
// out; and the list of one's blocks with the members' names.

let moderation: TestService<typeof moderationService>;
beforeAll(async () => {
  moderation = await startTestService(moderationService);
});
afterAll(async () => {
  await moderation.close();
});

describe("blocks", () => {
  it("are made and lifted by the member, listed with names, and hold both ways", async () => {
    const [ana, ben, cy] = await Promise.all([moderation.member(), moderation.member(), moderation.member()]);
    const blocked = await ana.post(`/api/users/${ben.id}/block`, { blockerId: ana.id });
    expect([blocked.statusCode, blocked.json()]).toEqual([200, { message: "User blocked", blockedId: ben.id }]);
    expect((await ana.post(`/api/users/${ben.id}/block`, { blockerId: ana.id })).statusCode).toBe(200);
    const second = await ana.post(`/api/users/${cy.id}/block`, { blockerId: ana.id });
    const list = await ana.get("/api/blocks", {
      headers: { [POSITION_HEADER]: second.headers[POSITION_HEADER] as string },
    });
    expect(list.json()).toEqual([
      { id: cy.id, displayName: cy.displayName, username: cy.username, blockedAt: expect.any(String) },
      { id: ben.id, displayName: ben.displayName, username: ben.username, blockedAt: expect.any(String) },
    ]);
    expect(await isBlockedBetween(moderation.deps.store, ben.id, ana.id)).toBe(true);
    expect((await ben.get("/api/blocks")).json()).toEqual([]);

    const lifted = await ana.post(`/api/users/${ben.id}/unblock`, { blockerId: ana.id });
    expect([lifted.statusCode, lifted.json()]).toEqual([200, { message: "User unblocked", blockedId: ben.id }]);
    const after = await ana.get("/api/blocks", {
      headers: { [POSITION_HEADER]: lifted.headers[POSITION_HEADER] as string },
    });
    expect(after.json().map((member: { id: string }) => member.id)).toEqual([cy.id]);
    expect(await isBlockedBetween(moderation.deps.store, ben.id, ana.id)).toBe(false);
  });

  it("are refused on oneself, in another's name, for nobody, and signed out", async () => {
    const [ana, ben] = await Promise.all([moderation.member(), moderation.member()]);
    const self = await ana.post(`/api/users/${ana.id}/block`, { blockerId: ana.id });
    expect([self.statusCode, self.json().code]).toEqual([400, "block.self"]);
    const asOther = await ana.post(`/api/users/${ben.id}/block`, { blockerId: ben.id });
    expect([asOther.statusCode, asOther.json().code]).toEqual([403, "member.not-self"]);
    const nobody = await ana.post("/api/users/no-such-member/block", { blockerId: ana.id });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, "member.not-found"]);
    const badId = await ana.post("/api/users/a.b/block", { blockerId: ana.id });
    expect((await ana.post(`/api/users/${ben.id}/block`, {})).statusCode).toBe(400);
    expect(badId.statusCode).toBe(400);
    expect((await moderation.signedOut.post(`/api/users/${ben.id}/block`, { blockerId: ana.id })).statusCode).toBe(401);
    expect((await moderation.signedOut.get("/api/blocks")).statusCode).toBe(401);
  });
});
