import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

describe("account deletion", () => {
  it("needs the password", async () => {
    const member = await identity.signUp();
    expect((await member.delete("/api/auth/delete-account", {})).statusCode).toBe(400);
    expect((await member.delete("/api/auth/delete-account", { password: "" })).statusCode).toBe(400);
    const wrong = await member.delete("/api/auth/delete-account", { password: "wrong password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: "The password is incorrect", code: "account.wrong-password" });
    expect(await identity.deps.sessions.resolve(member.sessionId)).toBe(member.id);
    expect((await member.get("/api/auth/session")).statusCode).toBe(200);
  });

  it("ends every session, removes the member and frees the email and username", async () => {
    const member = await identity.signUp();
    const { email, password } = member.registration;
    const otherDevice = (await identity.signedOut.post("/api/auth/login", { email, password })).cookies.find(
      (cookie) => cookie.name === SESSION_COOKIE,
    )?.value;
    const observer = await identity.signUp();
    // Search forgives typos, so members with usernames like theirs may show: what matters is them.
    const foundByUsername = async () =>
      ((await observer.get("/api/users", { query: { search: member.username } })).json() as Array<{ id: string }>).map(
        (user) => user.id,
      );
    expect(await foundByUsername()).toContain(member.id);

    const reply = await member.delete("/api/auth/delete-account", { password });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: "Account deleted" });
    // Where the deletion landed, for other services to wait for (the revoked credentials too).
    expect(reply.headers[POSITION_HEADER]).toMatch(/^IDENTITY:\d+,IDENTITY_PRIVATE:\d+$/);
    expect(reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({ value: "", maxAge: 0 });
    expect(await identity.deps.sessions.resolve(member.sessionId)).toBeNull();
    expect(await identity.deps.sessions.resolve(otherDevice)).toBeNull();
    expect((await member.get("/api/auth/session")).statusCode).toBe(401);
    expect((await observer.get(`/api/users/${member.id}`)).statusCode).toBe(404);
    expect(await foundByUsername()).not.toContain(member.id);
    expect((await identity.signedOut.post("/api/auth/login", { email, password })).statusCode).toBe(401);
    expect(
      (await identity.signedOut.post("/api/auth/register", { ...member.registration, displayName: "Second life" }))
        .statusCode,
    ).toBe(201);
  });

  it("cannot be done signed out", async () => {
    const reply = await identity.signedOut.delete("/api/auth/delete-account", { password: "anything at all" });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ message: "Sign in to continue", code: "auth.required" });
  });
});
