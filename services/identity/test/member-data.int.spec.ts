import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const collect = (memberId: string) => identityService.memberData!.collect(identity.deps, memberId);

describe("identity's part of a member's export", () => {
  it("holds the member's profile with their email and point, and their open sessions", async () => {
    const member = await identity.signUp({ displayName: "Exporting Ayumi" });
    const other = await identity.signUp();
    const updated = await member.patch(`/api/users/${member.id}`, {
      bio: "Judo on Tuesdays",
      latitude: 35.68,
      longitude: 139.76,
    });
    expect(updated.statusCode).toBe(200);

    const { data } = await collect(member.id);
    expect(data.profile).toMatchObject({
      id: member.id,
      displayName: "Exporting Ayumi",
      email: member.registration.email,
      bio: "Judo on Tuesdays",
      latitude: 35.68,
      longitude: 139.76,
    });
    expect(data.sessions).toEqual({ open: 1 });
    expect(data.suspension).toBeNull();
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.registration.email);
    expect(text).not.toContain("passwordHash");
    // Plain JSON: what the archive writes is what collect returned.
    expect(JSON.parse(text)).toEqual(data);
  });

  it("is empty for nobody", async () => {
    const { data } = await collect("nobody-at-all");
    expect(data).toEqual({ profile: null, sessions: { open: 0 }, suspension: null });
  });
});
