import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { IDENTITY_STREAM, userSubject } from "@kumite/contracts/identity/events";
import { newRegistration, startTestService, type TestService } from "@kumite/kit/testing/harness";
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
    expect(missing.json()).toEqual({ message: "User not found", code: "member.not-found" });
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
      expect(reply.json()).toEqual({ message: "Sign in to continue", code: "auth.required" });
    }
    expect((await identity.signedOut.patch(`/api/users/${id}`, { bio: "anonymous" })).statusCode).toBe(401);
  });
});

describe("profile changes", () => {
  it("changes only the given fields of one's own profile and finds the member by the new name", async () => {
    const member = await identity.signUp({ martialArts: ["Judo"], location: "Porto" });
    const tag = Math.random().toString(36).slice(2, 8);
    const reply = await member.patch(`/api/users/${member.id}`, {
      displayName: `Renamed ${tag}`,
      bio: "  Now training BJJ too  ",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      displayName: `Renamed ${tag}`,
      bio: "Now training BJJ too",
      location: "Porto",
      martialArts: ["Judo"],
    });
    // Where the change landed, for other services to wait on:
    expect(reply.headers[POSITION_HEADER]).toMatch(/^IDENTITY:\d+$/);
    const found = await member.get("/api/users", { query: { search: `renamed ${tag}` } });
    expect(ids(found.json())).toEqual([member.id]);
  });

  it("answers a change retried with its Idempotency-Key with the first reply, never undoing a later change", async () => {
    const member = await identity.signUp();
    const key = { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } };
    const first = await member.patch(`/api/users/${member.id}`, { bio: "Judo on Mondays" }, key);
    expect(first.statusCode).toBe(200);
    const later = await member.patch(`/api/users/${member.id}`, { bio: "Sambo on Tuesdays" });
    expect(later.statusCode).toBe(200);
    // The first reply was lost, say: its retry is told what it got, and changes nothing.
    const retried = await member.patch(`/api/users/${member.id}`, { bio: "Judo on Mondays" }, key);
    expect([retried.statusCode, retried.headers[IDEMPOTENT_REPLAY_HEADER]]).toEqual([200, "true"]);
    expect(retried.json()).toEqual(first.json());
    expect((await member.get(`/api/users/${member.id}`)).json().bio).toBe("Sambo on Tuesdays");
    const changes = (await identity.deps.events.load(IDENTITY_STREAM.name, userSubject(member.id))).filter(
      (event) => event.type === "UserProfileUpdated",
    );
    expect(changes).toHaveLength(2);
  });

  it("refuses someone else's profile, an empty change and invalid values", async () => {
    const member = await identity.signUp();
    const other = await identity.signUp();
    const foreign = await member.patch(`/api/users/${other.id}`, { bio: "hijacked" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You can only change your own profile", code: "profile.not-own" });
    expect((await member.patch(`/api/users/${member.id}`, {})).statusCode).toBe(400);
    expect((await member.patch(`/api/users/${member.id}`, { skillLevel: "Legendary" })).statusCode).toBe(400);
    expect((await member.patch(`/api/users/${member.id}`, { displayName: " " })).statusCode).toBe(400);
    expect((await member.get(`/api/users/${other.id}`)).json().bio).toBe("");
    expect((await member.get(`/api/users/${member.id}`)).json().displayName).toBe(member.displayName);
  });
});

describe("the combat-sports profile and location privacy", () => {
  const combat = { rank: "Purple belt", weightKg: 77.5, giPreference: "both", intensity: "hard" } as const;

  it("keeps rank, weight, gi preference and intensity from sign-up, shown to everyone", async () => {
    const member = await identity.signUp({ ...combat, latitude: 41.72, longitude: 44.79 });
    expect(member.reply.json()).toMatchObject(combat);
    const viewer = await identity.signUp();
    const seen = await viewer.get(`/api/users/${member.id}`);
    expect(seen.json()).toMatchObject(combat);
  });

  it("never gives another member's coordinates, in a profile or a list; only the member's own session has them", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const member = await identity.signUp({ displayName: `Placed ${tag}`, latitude: 41.72, longitude: 44.79 });
    const viewer = await identity.signUp();
    for (const url of [`/api/users/${member.id}`, `/api/users?search=placed%20${tag}`, "/api/users"]) {
      const reply = await viewer.get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).not.toMatch(/latitude|longitude|[:,[]41\.72[,\]}]|[:,[]44\.79[,\]}]/);
    }
    expect((await member.get("/api/auth/session")).json()).toMatchObject({ latitude: 41.72, longitude: 44.79 });
    // One's own profile by id is the public view too: coordinates only where the email is.
    expect((await member.get(`/api/users/${member.id}`)).body).not.toMatch(/latitude/);
  });

  it("edits the new fields like any other, with the same rules as sign-up", async () => {
    const member = await identity.signUp();
    const edited = await member.patch(`/api/users/${member.id}`, {
      rank: "  2nd kyu ",
      weightKg: 64,
      giPreference: "no-gi",
      intensity: "technical",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      rank: "2nd kyu",
      weightKg: 64,
      giPreference: "no-gi",
      intensity: "technical",
    });
    for (const [body, field] of [
      [{ weightKg: 20 }, "weightKg"],
      [{ weightKg: 300 }, "weightKg"],
      [{ giPreference: "kimono" }, "giPreference"],
      [{ intensity: "brutal" }, "intensity"],
      [{ rank: "x".repeat(41) }, "rank"],
    ] as const) {
      const reply = await member.patch(`/api/users/${member.id}`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    }
    expect((await member.get(`/api/users/${member.id}`)).json()).toMatchObject({ rank: "2nd kyu", weightKg: 64 });
    const badSignUp = await identity.signedOut.post("/api/auth/register", { ...newRegistration(), weightKg: 251 });
    expect(badSignUp.statusCode).toBe(400);
  });
});
