import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { positionOf, startStack, type Stack } from "./stack.ts";

// A dojo invitation across services: sent and accepted through dojo, shown in the invitee's bell by
// messaging (which projects dojo's events), each step read after the write's position.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The dojo invitations in the member's bell, once messaging projected the write at `position`. */
async function invitationsIn(member: { user: { id: string }; cookie: string }, position: string) {
  const reply = await stack.call(`/api/notifications/${member.user.id}`, member.cookie, {
    headers: { [POSITION_HEADER]: position },
  });
  expect(reply.statusCode).toBe(200);
  // Connecting the two put connection notifications in the bells as well.
  return (reply.json() as NotificationView[]).filter((notification) => notification.type === "dojo_invite");
}

it("puts an invitation sent through dojo in the invitee's bell, open, and accepted once they join through it", async () => {
  const olga = await stack.signUp({ displayName: "Olga Sensei" });
  const ana = await stack.signUp({ displayName: "Ana" });
  await stack.seenBy(positionOf(ana.reply), ["social", "dojo", "messaging"]);
  const liked = await stack.call("/api/connections", olga.cookie, {
    method: "POST",
    payload: { userId: olga.user.id, connectedUserId: ana.user.id },
  });
  const likedBack = await stack.call("/api/connections", ana.cookie, {
    method: "POST",
    payload: { userId: ana.user.id, connectedUserId: olga.user.id },
  });
  expect([liked.statusCode, likedBack.statusCode]).toEqual([201, 200]);
  await stack.seenBy(positionOf(likedBack), ["dojo"]);
  const founded = await stack.call("/api/dojos", olga.cookie, {
    method: "POST",
    payload: { name: "Judo Porto", description: "Randori on Fridays", location: "Porto", martialArts: ["Judo"] },
  });
  expect(founded.statusCode).toBe(201);
  const dojoId: string = founded.json().id;

  const sent = await stack.call(`/api/dojos/${dojoId}/invite`, olga.cookie, {
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

  const accepted = await stack.call(`/api/dojos/${dojoId}/invitations/${invitationId}/accept`, ana.cookie, {
    method: "POST",
  });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().memberCount).toBe(2);
  expect(await invitationsIn(ana, positionOf(accepted))).toMatchObject([
    { id: `dojo_invite-${invitationId}`, read: true, invitation: { state: "accepted" } },
  ]);
});
