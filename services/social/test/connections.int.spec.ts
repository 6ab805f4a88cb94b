import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { ConnectionView } from "@kumite/contracts/social/views";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

const like = (from: TestMember, to: TestMember | string) =>
  from.post("/api/connections", {
    userId: from.id,
    connectedUserId: typeof to === "string" ? to : to.id,
    status: "pending",
  });
const connectionsOf = async (member: TestMember) => (await member.get("/api/connections")).json() as ConnectionView[];
const countOf = async (member: TestMember) =>
  ((await member.get(`/api/users/${member.id}/connections`)).json() as { count: number }).count;

describe("connection requests", () => {
  it("sends a pending request, shown to both with who asked whom, and never coordinates", async () => {
    const ana = await social.member({
      displayName: "Ana Silva",
      location: "Lisbon",
      martialArts: ["Judo", "Sambo"],
      latitude: 38.7,
      longitude: -9.1,
    });
    const ben = await social.member({ displayName: "Ben Okafor", latitude: 38.8, longitude: -9.2 });
    const reply = await like(ana, ben);
    expect(reply.statusCode).toBe(201);
    expect(reply.headers[POSITION_HEADER]).toMatch(/^SOCIAL:\d+$/);
    expect(reply.json()).toMatchObject({
      userId: ana.id,
      connectedUserId: ben.id,
      status: "pending",
      matched: false,
      acceptedAt: null,
    });
    expect(reply.body).not.toMatch(/latitude|longitude|[:,[]38\.[78][,\]}]/);
    const [seenByBen] = await connectionsOf(ben);
    expect(seenByBen).toMatchObject({
      id: reply.json().id,
      userId: ana.id,
      user: { id: ana.id, displayName: "Ana Silva", location: "Lisbon", martialArts: ["Judo", "Sambo"] },
      connectedUser: { id: ben.id, displayName: "Ben Okafor" },
    });
    expect(await connectionsOf(ana)).toEqual([seenByBen]);
    expect(await countOf(ana)).toBe(0);
  });

  it("answers a second request 409, so the web says Already Connected", async () => {
    const [ana, ben] = [await social.member(), await social.member()];
    expect((await like(ana, ben)).statusCode).toBe(201);
    const again = await like(ana, ben);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "You've already sent a request to this user",
      code: "connection.already-requested",
    });
    expect(await connectionsOf(ana)).toHaveLength(1);
  });

  it("turns a like back into a mutual match, accepted for both at once", async () => {
    const [ana, ben] = [await social.member(), await social.member()];
    const asked = (await like(ana, ben)).json();
    const back = await like(ben, ana);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      id: asked.id,
      userId: ana.id,
      connectedUserId: ben.id,
      status: "accepted",
      matched: true,
    });
    // Ana, who asked first, learns of the match from her list.
    expect((await connectionsOf(ana))[0]).toMatchObject({ status: "accepted", matched: true });
    expect([await countOf(ana), await countOf(ben)]).toEqual([1, 1]);
    expect((await like(ana, ben)).statusCode).toBe(409);
  });

  it("keeps one connection per pair when both like each other at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const [ana, ben] = [await social.member(), await social.member()];
      const replies = await Promise.all([like(ana, ben), like(ben, ana), like(ana, ben), like(ben, ana)]);
      const statuses = replies.map((reply) => reply.statusCode).sort();
      // One request, one mutual match, and the two late ones told they are connected already.
      expect(statuses).toEqual([200, 201, 409, 409]);
      const connections = await connectionsOf(ana);
      expect(connections).toHaveLength(1);
      expect(connections[0]!.status).toBe("accepted");
    }
  });

  it("refuses a request in someone else's name, to oneself, or to nobody", async () => {
    const [ana, ben] = [await social.member(), await social.member()];
    const forged = await ben.post("/api/connections", { userId: ana.id, connectedUserId: ben.id });
    expect(forged.statusCode).toBe(403);
    const self = await like(ana, ana);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: "You cannot connect with yourself", code: "connection.self" });
    const nobody = await like(ana, "no-such-member");
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: "User not found", code: "member.not-found" });
    const wrongStatus = await ana.post("/api/connections", {
      userId: ana.id,
      connectedUserId: ben.id,
      status: "accepted",
    });
    expect(wrongStatus.statusCode).toBe(400);
    expect((await ana.post("/api/connections", { userId: ana.id })).statusCode).toBe(400);
    expect(await connectionsOf(ana)).toEqual([]);
    expect(
      (await social.signedOut.post("/api/connections", { userId: ana.id, connectedUserId: ben.id })).statusCode,
    ).toBe(401);
    expect((await social.signedOut.get("/api/connections")).statusCode).toBe(401);
  });

  it("refuses a request to a deleted member, and forgets their connections", async () => {
    const [ana, ben, cleo] = [await social.member(), await social.member(), await social.member()];
    await like(ana, ben);
    await like(cleo, ben);
    await like(ben, cleo);
    const position = await social.userEvent({ type: "UserDeleted", data: { userId: ben.id } });
    const after = await ana.get("/api/connections", { headers: { [POSITION_HEADER]: position } });
    expect(after.json()).toEqual([]);
    expect(await countOf(cleo)).toBe(0);
    expect((await like(ana, ben)).statusCode).toBe(404);
  });
});

describe("answering a request", () => {
  it("is accepted by the member who was asked only", async () => {
    const [ana, ben, cleo] = [await social.member(), await social.member(), await social.member()];
    const { id } = (await like(ana, ben)).json();
    const byRequester = await ana.patch(`/api/connections/${id}`, { status: "accepted" });
    expect(byRequester.statusCode).toBe(403);
    expect((await cleo.patch(`/api/connections/${id}`, { status: "accepted" })).statusCode).toBe(404);
    expect((await ben.patch(`/api/connections/${id}`, { status: "pending" })).statusCode).toBe(400);
    const accepted = await ben.patch(`/api/connections/${id}`, { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: "accepted", matched: false });
    expect(accepted.json().acceptedAt).toEqual(expect.any(String));
    // Accepting twice changes nothing.
    expect((await ben.patch(`/api/connections/${id}`, { status: "accepted" })).statusCode).toBe(200);
    expect(await countOf(ben)).toBe(1);
    expect((await ben.patch("/api/connections/no-such-connection", { status: "accepted" })).statusCode).toBe(404);
  });

  it("is declined, withdrawn or removed by either member, and a stranger cannot", async () => {
    const [ana, ben, cleo] = [await social.member(), await social.member(), await social.member()];
    const { id } = (await like(ana, ben)).json();
    expect((await cleo.delete(`/api/connections/${id}`)).statusCode).toBe(404);
    const declined = await ben.delete(`/api/connections/${id}`);
    expect(declined.statusCode).toBe(204);
    expect(await connectionsOf(ana)).toEqual([]);
    expect((await ben.delete(`/api/connections/${id}`)).statusCode).toBe(404);
    // Asked again after a decline: a new request, with a new id.
    const again = (await like(ana, ben)).json();
    expect(again.id).not.toBe(id);
    await ben.patch(`/api/connections/${again.id}`, { status: "accepted" });
    expect((await ana.delete(`/api/connections/${again.id}`)).statusCode).toBe(204);
    expect([await countOf(ana), await countOf(ben)]).toEqual([0, 0]);
  });
});
