import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";
import { socialEvent } from "@kumite/kit/testing";

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

const bell = async (member: TestMember) =>
  (await member.get(`/api/notifications/${member.id}`)).json() as NotificationView[];
const send = (from: TestMember, to: TestMember, content: string) =>
  from.post("/api/messages", { senderId: from.id, receiverId: to.id, content });

describe("notifications", () => {
  it("tells of a connection request and its acceptance, from social's events", async () => {
    const ana = await messaging.member({ displayName: "Ana" });
    const ben = await messaging.member({ displayName: "Ben" });
    const connectionId = newId();
    await socialEvent(messaging, {
      type: "ConnectionRequested",
      data: { connectionId, userId: ana.id, connectedUserId: ben.id },
    });
    expect(await bell(ben)).toEqual([
      {
        id: expect.any(String),
        type: "connection_request",
        title: "New connection request",
        message: "Ana wants to train with you",
        read: false,
        createdAt: expect.any(String),
        subjectId: ana.id,
        actorName: "Ana",
        count: null,
        matched: false,
        invitation: null,
        event: null,
      },
    ]);
    await socialEvent(messaging, {
      type: "ConnectionAccepted",
      data: { connectionId, userId: ana.id, connectedUserId: ben.id, mutual: true },
    });
    expect(await bell(ana)).toMatchObject([
      {
        type: "connection_accepted",
        title: "It's a match!",
        message: "You and Ben want to train together",
        read: false,
        actorName: "Ben",
        matched: true,
      },
    ]);
  });

  it("groups new messages from one sender while unread, and starts anew once read", async () => {
    const [ana, ben, cleo] = [
      await messaging.member({ displayName: "Ana" }),
      await messaging.member(),
      await messaging.member({ displayName: "Cleo" }),
    ];
    await send(ana, ben, "One");
    await send(ana, ben, "Two");
    await send(ana, ben, "Three");
    await send(cleo, ben, "Hello");
    expect((await bell(ben)).map((notification) => [notification.title, notification.message])).toEqual([
      ["New message from Cleo", "Hello"],
      ["3 new messages from Ana", "Three"],
    ]);
    const fromAna = (await bell(ben)).find((notification) => notification.title.includes("Ana"))!;
    const read = await ben.patch(`/api/notifications/${fromAna.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: fromAna.id, read: true });
    await send(ana, ben, "Four");
    expect((await bell(ben)).map((notification) => [notification.title, notification.read])).toEqual([
      ["New message from Ana", false],
      ["New message from Cleo", false],
      ["3 new messages from Ana", true],
    ]);
  });

  it("marks all read at once, and only the member's own", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    await send(ana, ben, "One");
    await send(ben, ana, "Back");
    expect((await ben.post("/api/notifications/read-all")).statusCode).toBe(204);
    expect((await bell(ben)).every((notification) => notification.read)).toBe(true);
    expect((await bell(ana)).every((notification) => !notification.read)).toBe(true);
    const [anasOwn] = await bell(ana);
    expect((await ben.patch(`/api/notifications/${anasOwn!.id}/read`)).statusCode).toBe(404);
    expect((await ben.get(`/api/notifications/${ana.id}`)).statusCode).toBe(403);
    expect((await messaging.signedOut.get(`/api/notifications/${ana.id}`)).statusCode).toBe(401);
    expect((await ben.patch("/api/notifications/no-such-thing/read")).statusCode).toBe(404);
  });

  it("forgets a declined request", async () => {
    const [ana, ben] = [await messaging.member(), await messaging.member()];
    const connectionId = newId();
    await socialEvent(messaging, {
      type: "ConnectionRequested",
      data: { connectionId, userId: ana.id, connectedUserId: ben.id },
    });
    await socialEvent(messaging, {
      type: "ConnectionRemoved",
      data: { connectionId, userId: ana.id, connectedUserId: ben.id, removedBy: ben.id },
    });
    expect(await bell(ben)).toEqual([]);
  });
});
