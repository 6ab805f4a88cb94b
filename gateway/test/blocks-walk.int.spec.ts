import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { positionOf, startStack, type Stack } from "./stack.ts";

// A block walked through the gateway on every path it must hold on, as both members: Ana blocks
// Ben, and neither sees, finds, reaches, invites or hears from the other; their connection is gone;
// a bystander sees both. Ana unblocks Ben, and they find each other again.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Member = Awaited<ReturnType<Stack["signUp"]>>;
type Call = { method?: "GET" | "POST"; position?: string; payload?: object };
const call = (member: Member, url: string, { method = "GET", position, payload }: Call = {}) =>
  stack.call(url, member.cookie, { method, headers: position ? { [POSITION_HEADER]: position } : {}, payload });

const ids = (list: Array<{ id: string }>) => list.map((entry) => entry.id);

it("holds a block on every path, both ways, until it is lifted", async () => {
  const tag = Date.now().toString(36);
  const sign = (name: string) =>
    stack.signUp({ displayName: `${name} Walk ${tag}`, martialArts: ["Judo"], latitude: 41.15, longitude: -8.61 });
  const ana = await sign("Ana");
  const ben = await sign("Ben");
  const cy = await sign("Cy");
  await stack.seenBy(positionOf(cy.reply));

  // Before: connected, posting, commenting on a bystander's post, in a group chat with Cy.
  await call(ana, "/api/connections", {
    method: "POST",
    payload: { userId: ana.user.id, connectedUserId: ben.user.id },
  });
  const connected = await call(ben, "/api/connections", {
    method: "POST",
    payload: { userId: ben.user.id, connectedUserId: ana.user.id },
  });
  expect(connected.statusCode).toBe(200);
  const post = (member: Member, content: string) =>
    call(member, "/api/posts", {
      method: "POST",
      payload: { content, category: "Judo", authorId: member.user.id },
    });
  const anaPost = await post(ana, `Ana's randori notes ${tag}`);
  const benPost = await post(ben, `Ben's randori notes ${tag}`);
  const cyPost = await post(cy, `Cy's randori notes ${tag}`);
  const benComment = await call(ben, "/api/comments", {
    method: "POST",
    payload: { postId: cyPost.json().id, authorId: ben.user.id, content: `Ben was here ${tag}` },
  });
  expect([anaPost.statusCode, benPost.statusCode, cyPost.statusCode, benComment.statusCode]).toEqual([
    201, 201, 201, 201,
  ]);
  const group = await call(ana, "/api/group-chats", {
    method: "POST",
    payload: { name: `Walk ${tag}`, type: "match_group", createdBy: ana.user.id },
  });
  expect(group.statusCode).toBe(201);
  const dojo = await call(ana, "/api/dojos", {
    method: "POST",
    payload: { name: `Walk Dojo ${tag}`, description: "Randori", location: "Porto", martialArts: ["Judo"] },
  });
  const event = await call(ana, "/api/dojo-events", {
    method: "POST",
    position: positionOf(dojo),
    payload: {
      title: "Open mat",
      description: "",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      maxParticipants: 10,
      dojoId: dojo.json().id,
      isDojoOnly: false,
      createdBy: ana.user.id,
    },
  });
  expect([dojo.statusCode, event.statusCode]).toEqual([201, 201]);
  const before = await call(ben, "/api/messages", {
    method: "POST",
    payload: { senderId: ben.user.id, receiverId: ana.user.id, content: "Osu" },
  });
  expect(before.statusCode).toBe(201);
  await stack.seenBy(positionOf(before));
  const invitable = await call(ana, `/api/dojos/${dojo.json().id}/invitable`);
  expect(ids(invitable.json())).toContain(ben.user.id);

  // Ana blocks Ben.
  const blocked = await call(ana, `/api/users/${ben.user.id}/block`, {
    method: "POST",
    payload: { blockerId: ana.user.id },
  });
  expect(blocked.statusCode).toBe(200);
  await stack.seenBy(positionOf(blocked));

  const contents = async (member: Member, url: string) =>
    ((await call(member, url)).json() as Array<{ content: string; comments?: Array<{ content: string }> }>).flatMap(
      (entry) => [entry.content, ...(entry.comments ?? []).map((comment) => comment.content)],
    );
  for (const [reader, other, name] of [
    [ana, ben, "Ben"],
    [ben, ana, "Ana"],
  ] as const) {
    const feed = await contents(reader, "/api/posts?category=Judo");
    expect(feed.filter((text) => text.includes(tag) && text.includes(name))).toEqual([]);
    expect(feed).toContain(`Cy's randori notes ${tag}`);
    expect(await contents(reader, `/api/users/${other.user.id}/posts`)).toEqual([]);
    const otherPost = other === ben ? benPost : anaPost;
    expect((await call(reader, `/api/posts/${otherPost.json().id}`)).statusCode).toBe(404);
    const comment = await call(reader, "/api/comments", {
      method: "POST",
      payload: { postId: otherPost.json().id, authorId: reader.user.id, content: "Hm" },
    });
    expect(comment.statusCode).toBeGreaterThanOrEqual(403);
    expect(ids((await call(reader, `/api/users?search=Walk%20${tag}`)).json())).not.toContain(other.user.id);
    const matching = await call(reader, `/api/users/matching/${reader.user.id}?maxDistance=50`);
    expect(matching.statusCode).toBe(200);
    expect(JSON.stringify(matching.json())).not.toContain(other.user.id);
    const message = await call(reader, "/api/messages", {
      method: "POST",
      payload: { senderId: reader.user.id, receiverId: other.user.id, content: "Hello?" },
    });
    expect([message.statusCode, message.json().code]).toEqual([403, "block.blocked"]);
    const conversations = (await call(reader, "/api/messages/conversations")).json() as Array<{ user: { id: string } }>;
    expect(conversations.map((conversation) => conversation.user.id)).not.toContain(other.user.id);
    expect(JSON.stringify((await call(reader, `/api/users/${reader.user.id}/connections`)).json())).not.toContain(
      other.user.id,
    );
    const request = await call(reader, "/api/connections", {
      method: "POST",
      payload: { userId: reader.user.id, connectedUserId: other.user.id },
    });
    expect([request.statusCode, request.json().code]).toEqual([403, "block.blocked"]);
    const notifications = await call(reader, `/api/notifications/${reader.user.id}`);
    expect(JSON.stringify(notifications.json())).not.toContain(other.user.displayName);
  }
  // Ana may not bring Ben into her group, her dojo or her event; the lists offer him no more.
  const add = await call(ana, `/api/group-chats/${group.json().id}/members`, {
    method: "POST",
    payload: { userId: ben.user.id },
  });
  expect([add.statusCode, add.json().code]).toEqual([403, "block.blocked"]);
  expect(ids((await call(ana, `/api/dojos/${dojo.json().id}/invitable`)).json())).not.toContain(ben.user.id);
  const dojoInvite = await call(ana, `/api/dojos/${dojo.json().id}/invite`, {
    method: "POST",
    payload: { userId: ben.user.id },
  });
  expect(dojoInvite.statusCode).toBe(403);
  expect(ids((await call(ana, `/api/dojo-events/${event.json().id}/invitable`)).json())).not.toContain(ben.user.id);
  const eventInvite = await call(ana, `/api/dojo-events/${event.json().id}/invite`, {
    method: "POST",
    payload: { userId: ben.user.id },
  });
  expect(eventInvite.statusCode).toBe(403);
  // A bystander sees both.
  const cyFeed = await contents(cy, "/api/posts?category=Judo");
  expect(cyFeed).toEqual(expect.arrayContaining([`Ana's randori notes ${tag}`, `Ben's randori notes ${tag}`]));

  // Ana unblocks Ben: they find and reach each other again (their old connection stays removed).
  const lifted = await call(ana, `/api/users/${ben.user.id}/unblock`, {
    method: "POST",
    payload: { blockerId: ana.user.id },
  });
  expect(lifted.statusCode).toBe(200);
  await stack.seenBy(positionOf(lifted));
  expect(ids((await call(ana, `/api/users?search=Walk%20${tag}`)).json())).toContain(ben.user.id);
  expect(await contents(ana, `/api/users/${ben.user.id}/posts`)).toEqual([`Ben's randori notes ${tag}`]);
  const again = await call(ana, "/api/messages", {
    method: "POST",
    payload: { senderId: ana.user.id, receiverId: ben.user.id, content: "Sorry" },
  });
  expect(again.statusCode).toBe(201);
}, 60_000);
