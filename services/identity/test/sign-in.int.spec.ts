import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const login = (email: string, password: string) => identity.signedOut.post("/api/auth/login", { email, password });
const sessionIdOf = (reply: { cookies: Array<{ name: string; value: string }> }) =>
  reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

describe("sign-in", () => {
  it("signs in with the right password, case-insensitively on the email, in a new session", async () => {
    const member = await identity.signUp();
    const reply = await login(member.registration.email.toUpperCase(), member.registration.password);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(member.reply.json());
    const sessionId = sessionIdOf(reply);
    expect(sessionId).not.toBe(member.sessionId);
    expect(await identity.deps.sessions.resolve(sessionId)).toBe(member.id);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const { registration } = await identity.signUp();
    const wrong = await login(registration.email, "not the password");
    const unknown = await login("nobody@example.com", registration.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password", code: "auth.invalid-credentials" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionIdOf(wrong)).toBeUndefined();
  });
});

describe("the session", () => {
  it("answers the signed-in member's own profile", async () => {
    const member = await identity.signUp();
    const reply = await member.get("/api/auth/session");
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(member.reply.json());
  });

  it("answers 401 to a signed-out visitor and to a member identity does not know", async () => {
    const signedOut = await identity.signedOut.get("/api/auth/session");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Not signed in", code: "auth.not-signed-in" });
    expect((await identity.as(newId()).get("/api/auth/session")).statusCode).toBe(401);
  });
});

describe("sign-out", () => {
  it("ends the session it is called with and clears the cookie, leaving other sessions alone", async () => {
    const member = await identity.signUp();
    const otherDevice = sessionIdOf(await login(member.registration.email, member.registration.password));
    const reply = await member.post("/api/auth/logout", undefined, { cookies: { [SESSION_COOKIE]: member.sessionId } });
    expect(reply.statusCode).toBe(204);
    expect(reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({ value: "", maxAge: 0 });
    expect(await identity.deps.sessions.resolve(member.sessionId)).toBeNull();
    expect(await identity.deps.sessions.resolve(otherDevice)).toBe(member.id);
  });
});
