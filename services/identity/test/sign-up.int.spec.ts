import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { newRegistration, startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const register = (body: object) => identity.signedOut.post("/api/auth/register", body);

describe("sign-up", () => {
  it("creates the account with the whole profile, signs the member in and never returns the password", async () => {
    const body = newRegistration({
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
    // Signed in: the cookie names a session of the new member, the one the gateway will resolve.
    expect(await identity.deps.sessions.resolve(cookie?.value)).toBe(user.id);

    const session = await identity.as(user.id).get("/api/auth/session");
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
    const reply = await register({ ...newRegistration(), ...override });
    expect(reply.statusCode).toBe(400);
    const error = reply.json();
    expect(error.message).toMatch(/invalid/i);
    expect(error.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
  });

  it("refuses a body that is not JSON with 400, not 500", async () => {
    const reply = await identity.signedOut.post("/api/auth/register", "{not json", {
      headers: { "content-type": "application/json" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toEqual(expect.any(String));
  });

  it("refuses a taken email, whatever its case, and a taken username, whatever its case", async () => {
    const { registration } = await identity.signUp();
    const sameEmail = await register(newRegistration({ email: registration.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("An account with this email already exists");
    const sameUsername = await register(newRegistration({ username: registration.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe("This username is taken");
  });

  it("keeps nothing reserved when a sign-up fails", async () => {
    const { registration } = await identity.signUp();
    const attempt = newRegistration({ username: registration.username });
    expect((await register(attempt)).statusCode).toBe(409);
    // The email of the failed attempt is still free:
    expect((await register({ ...attempt, username: newRegistration().username })).statusCode).toBe(201);
  });
});
