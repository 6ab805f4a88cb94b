import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { parsePositions } from "@kumite/contracts/positions";
import { startStack, type Stack } from "./stack.ts";

// An owner who deletes their account through identity's route leaves a dojo that is not orphaned:
// dojo reacts to identity's UserDeleted and hands it to the highest-ranked member who stood longest.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Call = { method?: "GET" | "POST" | "PUT" | "DELETE"; payload?: object };
const call = (url: string, cookie: string, { method = "GET", payload }: Call = {}) =>
  stack.gateway.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function signUp() {
  const member = await stack.signUp();
  for (const [stream, sequence] of parsePositions(member.reply.headers[POSITION_HEADER] as string))
    expect(await stack.services.dojo.deps.projector.waitFor(stream, sequence, 5000)).toBe(true);
  return member;
}

it("hands a deleted owner's dojo to the highest-ranked member, who then runs it", async () => {
  const [olga, wes, eli] = [await signUp(), await signUp(), await signUp()];
  const founded = await call("/api/dojos", olga.cookie, {
    method: "POST",
    payload: { name: "Sumo Porto", description: "Keiko at dawn", location: "Porto", martialArts: ["Judo"] },
  });
  expect(founded.statusCode).toBe(201);
  const dojoId: string = founded.json().id;
  for (const member of [wes, eli]) {
    const joined = await call(`/api/dojos/${dojoId}/join`, member.cookie, {
      method: "POST",
      payload: { userId: member.user.id },
    });
    expect(joined.statusCode).toBe(200);
  }
  const promoted = await call(`/api/users/${eli.user.id}/dojo-role`, olga.cookie, {
    method: "PUT",
    payload: { dojoRole: "elder" },
  });
  expect(promoted.statusCode).toBe(200);

  const deleted = await call("/api/auth/delete-account", olga.cookie, {
    method: "DELETE",
    payload: { password: olga.registration.password },
  });
  expect(deleted.statusCode).toBe(200);

  const deadline = Date.now() + 10_000;
  let dojo = (await call(`/api/dojos/${dojoId}`, wes.cookie)).json() as DojoView;
  while (dojo.ownerId === olga.user.id && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    dojo = (await call(`/api/dojos/${dojoId}`, wes.cookie)).json() as DojoView;
  }
  expect(dojo).toMatchObject({ ownerId: eli.user.id, memberCount: 2 });
  const edited = await call(`/api/dojos/${dojoId}`, eli.cookie, {
    method: "PUT",
    payload: { name: "Sumo Porto Norte", description: "Keiko at dawn", location: "Porto", martialArts: ["Judo"] },
  });
  expect(edited.statusCode).toBe(200);
});
