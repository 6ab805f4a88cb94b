import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { startTestService, type TestService } from "@kumite/kit/testing/service-harness";
import { identityService } from "../src/service.ts";

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const ids = (users: Array<{ id: string }>) => users.map((user) => user.id);

describe("finding members", () => {
  it("finds members by display name, username, martial art and location, without their email", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const searcher = await identity.signUp({ displayName: `Searcher ${tag}` });
    const target = await identity.signUp({
      displayName: `Rika ${tag}`,
      username: `rika_${tag}`,
      martialArts: ["Sambo"],
      location: `Tbilisi ${tag}`,
    });
    for (const search of [`rika ${tag}`, `RIKA_${tag}`, `tbilisi ${tag}`]) {
      const reply = await searcher.get("/api/users", { query: { search } });
      expect(reply.statusCode).toBe(200);
      expect(ids(reply.json()), search).toEqual([target.id]);
    }
    const byArt = await searcher.get("/api/users?search=sambo");
    expect(ids(byArt.json())).toContain(target.id);
    const none = await searcher.get("/api/users", { query: { search: "(.*" } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(JSON.stringify(byArt.json())).not.toContain("@example.com");
  });

  it("shows one member by id, without their email, and 404 for an unknown one", async () => {
    const member = await identity.signUp();
    const other = await identity.signUp();
    const reply = await member.get(`/api/users/${other.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: other.id, username: other.username });
    expect(reply.json().email).toBeUndefined();
    const missing = await member.get("/api/users/does-not-exist");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "User not found" });
  });

  it("knows a member from their UserRegistered event alone", async () => {
    const viewer = await identity.signUp();
    const member = await identity.member({ displayName: "Known From Events" });
    const reply = await viewer.get(`/api/users/${member.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: member.id, displayName: "Known From Events" });
  });

  it("is for signed-in members only", async () => {
    const { id } = await identity.signUp();
    for (const url of ["/api/users", `/api/users/${id}`]) {
      const reply = await identity.signedOut.get(url);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toEqual({ message: "Sign in to continue" });
    }
    expect((await identity.signedOut.patch(`/api/users/${id}`, { bio: "anonymous" })).statusCode).toBe(401);
  });
});

describe("profile changes", () => {
  it("changes only the given fields of one's own profile and finds the member by the new name", async () => {
    const member = await identity.signUp({ martialArts: ["Judo"], location: "Porto" });
    const tag = Math.random().toString(36).slice(2, 8);
    const reply = await member.patch(`/api/users/${member.id}`, { displayName: `Renamed ${tag}`, bio: "  Now training BJJ too  " });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ displayName: `Renamed ${tag}`, bio: "Now training BJJ too", location: "Porto", martialArts: ["Judo"] });
    // Where the change landed, for other services to wait on:
    expect(reply.headers[POSITION_HEADER]).toMatch(/^IDENTITY:\d+$/);
    const found = await member.get("/api/users", { query: { search: `renamed ${tag}` } });
    expect(ids(found.json())).toEqual([member.id]);
  });

  it("refuses someone else's profile, an empty change and invalid values", async () => {
    const member = await identity.signUp();
    const other = await identity.signUp();
    const foreign = await member.patch(`/api/users/${other.id}`, { bio: "hijacked" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You can only change your own profile" });
    expect((await member.patch(`/api/users/${member.id}`, {})).statusCode).toBe(400);
    expect((await member.patch(`/api/users/${member.id}`, { skillLevel: "Legendary" })).statusCode).toBe(400);
    expect((await member.patch(`/api/users/${member.id}`, { displayName: " " })).statusCode).toBe(400);
    expect((await member.get(`/api/users/${other.id}`)).json().bio).toBe("");
    expect((await member.get(`/api/users/${member.id}`)).json().displayName).toBe(member.displayName);
  });
});
