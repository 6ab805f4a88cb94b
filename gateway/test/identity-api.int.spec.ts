import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTOR_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/actor";
import { newMember, sessionCookieOf, startStack, TEST_ACTOR_SECRET, type Stack } from "./stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

const register = (body: object) => stack.gateway.inject({ method: "POST", url: "/api/auth/register", payload: body });
const login = (email: string, password: string) =>
  stack.gateway.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const get = (url: string, cookie?: string) =>
  stack.gateway.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function signUp(overrides = {}) {
  const body = newMember(overrides);
  const reply = await register(body);
  expect(reply.statusCode).toBe(201);
  return { body, user: reply.json(), cookie: sessionCookieOf(reply) };
}

describe("sign-up", () => {
  it("creates the account with the whole profile, signs the user in and never returns the password", async () => {
    const body = newMember({
      martialArts: ["Judo", "Boxing"],
      skillLevel: "Advanced",
      ageRange: "26-35",
      trainingGoals: ["Competition", "Fitness"],
      availability: ["Monday", "Friday"],
      experience: "  10 years  ",
      location: "Lisbon",
      latitude: 38.72,
      longitude: -9.14,
      bio: "Judoka looking for randori partners",
    });
    const reply = await register(body);
    expect(reply.statusCode).toBe(201);
    const user = reply.json();
    expect(user).toMatchObject({
      username: body.username,
      displayName: body.displayName,
      email: body.email,
      martialArts: ["Judo", "Boxing"],
      skillLevel: "Advanced",
      experience: "10 years",
      latitude: 38.72,
      dojoId: null,
      dojoRole: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const cookie = reply.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const session = await get("/api/auth/session", sessionCookieOf(reply));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(user);
  });

  it.each([
    ["a missing email", { email: undefined }, "email"],
    ["a malformed email", { email: "not-an-email" }, "email"],
    ["a short password", { password: "short" }, "password"],
    ["a missing username", { username: undefined }, "username"],
    ["a username with spaces", { username: "two words" }, "username"],
    ["a blank display name", { displayName: "   " }, "displayName"],
    ["an unknown martial art", { martialArts: ["Quidditch"] }, "martialArts"],
    ["an unknown skill level", { skillLevel: "Grandmaster" }, "skillLevel"],
    ["an unknown weekday", { availability: ["Caturday"] }, "availability"],
    ["a latitude without a longitude", { latitude: 10, longitude: null }, "latitude"],
    ["a latitude out of range", { latitude: 120, longitude: 0 }, "latitude"],
  ])("refuses %s with 400 naming the field", async (_case, override, field) => {
    const reply = await register({ ...newMember(), ...override });
    expect(reply.statusCode).toBe(400);
    const error = reply.json();
    expect(error.message).toMatch(/invalid/i);
    expect(error.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
  });

  it("refuses a body that is not JSON with 4xx, not 500", async () => {
    const reply = await stack.gateway.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(reply.statusCode).toBe(400);
  });

  it("refuses a taken email, whatever its case, and a taken username, whatever its case", async () => {
    const { body } = await signUp();
    const sameEmail = await register(newMember({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("An account with this email already exists");
    const sameUsername = await register(newMember({ username: body.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe("This username is taken");
  });

  it("keeps nothing reserved when a sign-up fails", async () => {
    const { body } = await signUp();
    const attempt = newMember({ username: body.username });
    expect((await register(attempt)).statusCode).toBe(409);
    // The email of the failed attempt is still free:
    expect((await register({ ...attempt, username: newMember().username })).statusCode).toBe(201);
  });

  it("answers 413 to a body over the limit", async () => {
    const reply = await register({ ...newMember(), bio: "x".repeat(1_100_000) });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBeTruthy();
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password, case-insensitively on the email", async () => {
    const { body, user } = await signUp();
    const reply = await login(body.email.toUpperCase(), body.password);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(user);
    expect((await get("/api/auth/session", sessionCookieOf(reply))).json().id).toBe(user.id);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const { body } = await signUp();
    const wrong = await login(body.email, "not the password");
    const unknown = await login("nobody@example.com", body.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("ends the session on logout", async () => {
    const { cookie } = await signUp();
    const reply = await stack.gateway.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(reply.statusCode).toBe(204);
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(401);
    expect((await get("/api/users", cookie)).statusCode).toBe(401);
  });

  it("answers 401 JSON to signed-out calls except the auth endpoints", async () => {
    for (const url of ["/api/users", "/api/users/someone", "/api/posts", "/api/users/someone/posts", "/api/objects/upload"]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toEqual({ message: "Sign in to continue" });
    }
    expect((await get("/api/auth/session")).statusCode).toBe(401);
    expect((await get("/api/auth/session", `${SESSION_COOKIE}=made-up`)).statusCode).toBe(401);
  });

  it("ignores an actor header sent by a client", async () => {
    const { user } = await signUp();
    const forged = await stack.gateway.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { [ACTOR_HEADER]: signActor(user.id, "guessed-secret-guessed-secret-guessed") },
    });
    expect(forged.statusCode).toBe(401);
    // Even a correctly signed header from a client is replaced by the gateway's own:
    const copied = await stack.gateway.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET) },
    });
    expect(copied.statusCode).toBe(401);
  });

  it("has services refuse calls that do not come through the gateway", async () => {
    const { user } = await signUp();
    const unsigned = await stack.services.identity.app.inject({ method: "GET", url: "/api/users" });
    expect(unsigned.statusCode).toBe(401);
    const forged = await stack.services.identity.app.inject({
      method: "GET",
      url: "/api/users",
      headers: { [ACTOR_HEADER]: signActor(user.id, "guessed-secret-guessed-secret-guessed") },
    });
    expect(forged.statusCode).toBe(401);
    const stale = await stack.services.identity.app.inject({
      method: "GET",
      url: "/api/users",
      headers: { [ACTOR_HEADER]: signActor(user.id, TEST_ACTOR_SECRET, Date.now() - 60 * 60 * 1000) },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe("users", () => {
  it("finds users by display name, username, martial art and location", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const { cookie } = await signUp({ displayName: `Searcher ${tag}` });
    const { user: target } = await signUp({
      displayName: `Rika ${tag}`,
      username: `rika_${tag}`,
      martialArts: ["Sambo"],
      location: `Tbilisi ${tag}`,
    });
    for (const search of [`rika ${tag}`, `RIKA_${tag}`, `tbilisi ${tag}`]) {
      const reply = await get(`/api/users?search=${encodeURIComponent(search)}`, cookie);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().map((user: { id: string }) => user.id), search).toEqual([target.id]);
    }
    const byArt = await get("/api/users?search=sambo", cookie);
    expect(byArt.json().map((user: { id: string }) => user.id)).toContain(target.id);
    const none = await get(`/api/users?search=${encodeURIComponent("(.*")}`, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(JSON.stringify(byArt.json())).not.toContain("@example.com");
  });

  it("shows one user by id, and 404 for an unknown one", async () => {
    const { cookie } = await signUp();
    const { user: other } = await signUp();
    const reply = await get(`/api/users/${other.id}`, cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: other.id, username: other.username });
    expect(reply.json().email).toBeUndefined();
    const missing = await get("/api/users/does-not-exist", cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "User not found" });
  });
});

describe("profile changes", () => {
  const patch = (cookie: string, id: string, payload: object) =>
    stack.gateway.inject({ method: "PATCH", url: `/api/users/${id}`, headers: { cookie }, payload });

  it("changes only the given fields of one's own profile and finds the user by the new name", async () => {
    const { user, cookie } = await signUp({ martialArts: ["Judo"], location: "Porto" });
    const tag = Math.random().toString(36).slice(2, 8);
    const reply = await patch(cookie, user.id, { displayName: `Renamed ${tag}`, bio: "  Now training BJJ too  " });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ displayName: `Renamed ${tag}`, bio: "Now training BJJ too", location: "Porto", martialArts: ["Judo"] });
    const found = await get(`/api/users?search=renamed%20${tag}`, cookie);
    expect(found.json().map((other: { id: string }) => other.id)).toEqual([user.id]);
  });

  it("refuses someone else's profile, an empty change and invalid values", async () => {
    const { user, cookie } = await signUp();
    const { user: other } = await signUp();
    const foreign = await patch(cookie, other.id, { bio: "hijacked" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You can only change your own profile" });
    expect((await patch(cookie, user.id, {})).statusCode).toBe(400);
    expect((await patch(cookie, user.id, { skillLevel: "Legendary" })).statusCode).toBe(400);
    expect((await patch(cookie, user.id, { displayName: " " })).statusCode).toBe(400);
    expect((await get(`/api/users/${other.id}`, cookie)).json().bio).toBe("");
  });
});

describe("account deletion", () => {
  const deleteAccount = (cookie: string, payload: object) =>
    stack.gateway.inject({ method: "DELETE", url: "/api/auth/delete-account", headers: { cookie }, payload });

  it("needs the password", async () => {
    const { cookie } = await signUp();
    expect((await deleteAccount(cookie, {})).statusCode).toBe(400);
    expect((await deleteAccount(cookie, { password: "" })).statusCode).toBe(400);
    const wrong = await deleteAccount(cookie, { password: "wrong password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: "The password is incorrect" });
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(200);
  });

  it("ends every session, removes the user and frees the email and username", async () => {
    const { body, user, cookie } = await signUp();
    const otherDevice = sessionCookieOf(await login(body.email, body.password));
    const { cookie: observer } = await signUp();
    // Both sessions are now resolved, so the gateway has them cached; ending them must reach it.
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/session", otherDevice)).statusCode).toBe(200);

    const reply = await deleteAccount(cookie, { password: body.password });
    expect(reply.statusCode).toBe(200);
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(401);
    expect((await get("/api/auth/session", otherDevice)).statusCode).toBe(401);
    expect((await get(`/api/users/${user.id}`, observer)).statusCode).toBe(404);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await register({ ...body, displayName: "Second life" })).statusCode).toBe(201);
  });

  it("cannot be done signed out", async () => {
    const reply = await stack.gateway.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      payload: { password: "anything at all" },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe("routing", () => {
  it("answers 503 with a clear message for a service that is not running", async () => {
    const withoutSocial = await startStack({ down: ["social"] });
    try {
      const signedUp = await withoutSocial.gateway.inject({ method: "POST", url: "/api/auth/register", payload: newMember() });
      const reply = await withoutSocial.gateway.inject({ method: "GET", url: "/api/posts", headers: { cookie: sessionCookieOf(signedUp) } });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ message: "The social service is not available right now" });
    } finally {
      await withoutSocial.close();
    }
  });

  it("answers 404 JSON for an API path no service owns", async () => {
    const { cookie } = await signUp();
    const reply = await get("/api/nothing-here", cookie);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toContain("/api/nothing-here");
  });
});
