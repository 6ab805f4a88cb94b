import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { redeemAppealTicket } from "@kumite/kit/sessions";
import { block, lift, suspend, unblock } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

// What moderation's facts change in identity: a suspended member is signed out everywhere, refused
// at sign-in with one appeal's ticket, and missing from profiles and search until the suspension is
// lifted; a block hides each member from the other's search.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const login = (email: string, password: string) => identity.signedOut.post("/api/auth/login", { email, password });

describe("a suspended member", () => {
  it("is signed out everywhere, refused at sign-in with a ticket to appeal, and let back in once lifted", async () => {
    const tom = await identity.signUp({ displayName: "Tom Suspended" });
    const other = await login(tom.registration.email, tom.registration.password);
    expect(other.statusCode).toBe(200);

    const suspensionId = await suspend(identity, tom.id);
    await expect.poll(() => identity.deps.sessions.resolve(tom.sessionId), { timeout: 5000 }).toBeNull();
    const refused = await login(tom.registration.email, tom.registration.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: expect.stringContaining("suspended pending review"),
      code: "auth.suspended",
      appealTicket: expect.any(String),
    });
    expect(refused.cookies).toEqual([]);
    expect(await redeemAppealTicket(identity.deps.redis, refused.json().appealTicket)).toBe(tom.id);
    // A wrong password says nothing of the suspension.
    expect((await login(tom.registration.email, "not the password")).json().code).toBe("auth.invalid-credentials");

    const ana = await identity.signUp();
    expect((await ana.get(`/api/users/${tom.id}`)).statusCode).toBe(404);
    expect((await ana.get("/api/users?search=Tom%20Suspended")).json()).toEqual([]);

    const position = await lift(identity, tom.id, suspensionId);
    expect((await login(tom.registration.email, tom.registration.password)).statusCode).toBe(200);
    const found = await ana.get("/api/users?search=Tom%20Suspended", { headers: { [POSITION_HEADER]: position } });
    expect(found.json().map((user: { id: string }) => user.id)).toEqual([tom.id]);
  });
});

describe("a block", () => {
  it("hides each member from the other's search, both ways, until it is lifted", async () => {
    const tag = Date.now().toString(36);
    const [ana, ben, cy] = await Promise.all(
      ["Ana", "Ben", "Cy"].map((name) => identity.signUp({ displayName: `${name} Blockwalk ${tag}` })),
    );
    const names = async (member: typeof ana) =>
      (await member!.get(`/api/users?search=Blockwalk%20${tag}`))
        .json()
        .map((user: { displayName: string }) => user.displayName)
        .sort();
    await block(identity, ana!.id, ben!.id);
    expect(await names(ana)).toEqual([`Ana Blockwalk ${tag}`, `Cy Blockwalk ${tag}`]);
    expect(await names(ben)).toEqual([`Ben Blockwalk ${tag}`, `Cy Blockwalk ${tag}`]);
    expect(await names(cy)).toHaveLength(3);
    await unblock(identity, ana!.id, ben!.id);
    expect(await names(ana)).toHaveLength(3);
  });
});
