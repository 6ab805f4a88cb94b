import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { parsePositions } from "@kumite/contracts/positions";
import type { ServiceName } from "@kumite/contracts/services";
import { startStack, type Stack } from "./stack.ts";

// A dojo invitation across services: sent and accepted through dojo, shown in the invitee's bell by
// messaging (which projects dojo's events), each step read after the write's position.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Call = { method?: "GET" | "POST"; headers?: Record<string, string>; payload?: object };
const call = (url: string, cookie: string, { method = "GET", headers = {}, payload }: Call = {}) =>
  stack.gateway.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
const positionOf = (reply: { headers: Record<string, unknown> }) => reply.headers[POSITION_HEADER] as string;

/** Waits until these services projected a write (a POST does not wait for its actor's earlier writes). */
async function seenBy(position: string, services: ServiceName[]) {
  for (const name of services)
    for (const [stream, sequence] of parsePositions(position))
      expect(await stack.services[name].deps.projector.waitFor(stream, sequence, 5000)).toBe(true);
}

/** The dojo invitations in the member's bell, once messaging projected the write at `position`. */
async function invitationsIn(member: { user: { id: string }; cookie: string }, position: string) {
  const reply = await call(`/api/notifications/${member.user.id}`, member.cookie, {
    headers: { [POSITION_HEADER]: position },
  });
  expect(reply.statusCode).toBe(200);
  // Connecting the two put connection notifications in the bells as well.
  return (reply.json() as NotificationView[]).filter((notification) => notification.type === "dojo_invite");
}

it("puts an invitation sent through dojo in the invitee's bell, open, and accepted once they join through it", async () => {
  const olga = await stack.signUp({ displayName: "Olga Sensei" });
  const ana = await stack.signUp({ displayName: "Ana" });
  await seenBy(positionOf(ana.reply), ["social", "dojo", "messaging"]);
  const liked = await call("/api/connections", olga.cookie, {
    method: "POST",
    payload: { userId: olga.user.id, connectedUserId: ana.user.id },
  });
  const likedBack = await call("/api/connections", ana.cookie, {
    method: "POST",
    payload: { userId: ana.user.id, connectedUserId: olga.user.id },
  });
  expect([liked.statusCode, likedBack.statusCode]).toEqual([201, 200]);
  await seenBy(positionOf(likedBack), ["dojo"]);
  const founded = await call("/api/dojos", olga.cookie, {
    method: "POST",
    payload: { name: "Judo Porto", description: "Randori on Fridays", location: "Porto", martialArts: ["Judo"] },
  });
  expect(founded.statusCode).toBe(201);
  const dojoId: string = founded.json().id;

  const sent = await call(`/api/dojos/${dojoId}/invite`, olga.cookie, {
    method: "POST",
    payload: { userId: ana.user.id },
  });
  expect(sent.statusCode).toBe(201);
  const { invitationId, expiresAt } = sent.json();
  expect(await invitationsIn(ana, positionOf(sent))).toEqual([
    {
      id: `dojo_invite-${invitationId}`,
      type: "dojo_invite",
      title: "Dojo invitation",
      message: "Olga Sensei invited you to join Judo Porto",
      read: false,
      createdAt: expect.any(String),
      subjectId: olga.user.id,
      actorName: "Olga Sensei",
      count: null,
      matched: false,
      invitation: { dojoId, dojoName: "Judo Porto", invitationId, expiresAt, state: "open" },
      event: null,
    },
  ]);
  expect(await invitationsIn(olga, positionOf(sent))).toEqual([]);

  const accepted = await call(`/api/dojos/${dojoId}/invitations/${invitationId}/accept`, ana.cookie, {
    method: "POST",
  });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().memberCount).toBe(2);
  expect(await invitationsIn(ana, positionOf(accepted))).toMatchObject([
    { id: `dojo_invite-${invitationId}`, read: true, invitation: { state: "accepted" } },
  ]);
});
