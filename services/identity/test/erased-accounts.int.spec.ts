import { afterAll, beforeAll, expect, it } from "vitest";
import {
  credentialSubject,
  IDENTITY_PRIVATE_STREAM,
  IDENTITY_STREAM,
  userSubject,
} from "@kumite/contracts/identity/events";
import type { Nats } from "@kumite/kit/nats";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

// Deleting an account erases the member's key: their sign-up (email, username, name) is sealed in
// the log from the start, and once the account is gone their events read empty, while another
// member's still read as written.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

async function rawMessages(nats: Nats, stream: string, subject: string): Promise<string> {
  const message = await nats.jsm.streams.getMessage(stream, { last_by_subj: subject });
  return message ? new TextDecoder().decode(message.data) : "";
}

it("keeps a member's sign-up sealed in the log, and unreadable once they delete their account", async () => {
  const leaving = await identity.signUp();
  const staying = await identity.signUp();
  const { nats } = identity.deps;
  const { email, password } = leaving.registration;
  const raw =
    (await rawMessages(nats, IDENTITY_STREAM.name, userSubject(leaving.id))) +
    (await rawMessages(nats, IDENTITY_PRIVATE_STREAM.name, credentialSubject(leaving.id)));
  expect(raw).not.toBe("");
  for (const value of [email, leaving.username, leaving.displayName]) expect(raw).not.toContain(value);

  expect((await leaving.delete("/api/auth/delete-account", { password })).statusCode).toBe(200);
  await expect.poll(() => identity.deps.events.memberKeys.inMemory(leaving.id), { timeout: 10_000 }).toBeNull();

  const [registered] = await identity.deps.events.load(IDENTITY_STREAM.name, userSubject(leaving.id));
  expect(registered!.data).toMatchObject({ userId: leaving.id, username: "", displayName: "" });
  const [issued] = await identity.deps.events.load(IDENTITY_PRIVATE_STREAM.name, credentialSubject(leaving.id));
  expect(issued!.data).toMatchObject({ userId: leaving.id, email: "", passwordHash: "" });
  const [theirs] = await identity.deps.events.load(IDENTITY_STREAM.name, userSubject(staying.id));
  expect(theirs!.data).toMatchObject({ username: staying.username, displayName: staying.displayName });
});
