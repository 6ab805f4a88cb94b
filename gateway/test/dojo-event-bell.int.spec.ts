import { afterAll, beforeAll, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { EVENT_REMINDERS } from "@kumite/contracts/dojo/training-events";
import type { DojoDeps } from "../../services/dojo/src/aggregates.ts";
import { sendDueReminders } from "../../services/dojo/src/handlers/reminders.ts";
import { positionOf, startStack, type Stack } from "./stack.ts";

// A training event across services: invited, promoted from the waitlist, reminded and cancelled
// through dojo, each told in the member's bell by messaging (which projects dojo's events); and
// the member's calendar feed read through the gateway without a session.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Member = Awaited<ReturnType<Stack["signUp"]>>;

/** The member's training-event notifications, newest first, once messaging projected `position`. */
async function eventNews(member: Member, position: string) {
  const reply = await stack.call(`/api/notifications/${member.user.id}`, member.cookie, {
    headers: { [POSITION_HEADER]: position },
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as NotificationView[])
    .filter((notification) => notification.event)
    .map(({ type, message, event }) => ({ type, message, eventId: event!.eventId }));
}

it("tells a member of an invitation, a place from the waitlist, a reminder and a cancel, and keeps their feed", async () => {
  const olga = await stack.signUp({ displayName: "Olga Sensei" });
  const ana = await stack.signUp({ displayName: "Ana" });
  const ben = await stack.signUp({ displayName: "Ben" });
  await stack.seenBy(positionOf(ben.reply), ["dojo", "messaging"]);
  const founded = await stack.call("/api/dojos", olga.cookie, {
    method: "POST",
    payload: { name: `Judo Braga ${Date.now()}`, description: "Randori", location: "Braga", martialArts: ["Judo"] },
  });
  const dojoId: string = founded.json().id;
  await stack.call(`/api/dojos/${dojoId}/join`, ana.cookie, { method: "POST", payload: { userId: ana.user.id } });
  const eventDate = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const created = await stack.call("/api/dojo-events", olga.cookie, {
    method: "POST",
    payload: { title: "Kata night", eventDate, maxParticipants: 1, dojoId, createdBy: olga.user.id },
  });
  expect(created.statusCode).toBe(201);
  const eventId: string = created.json().id;
  const path = `/api/dojo-events/${eventId}`;

  const invited = await stack.call(`${path}/invite`, olga.cookie, { method: "POST", payload: { userId: ana.user.id } });
  expect(invited.statusCode).toBe(201);
  expect(await eventNews(ana, positionOf(invited))).toEqual([
    { type: "event_invite", message: "Olga Sensei invited you to Kata night", eventId },
  ]);

  // The bell's Join, then Ben waits and moves in when Ana leaves.
  const joined = await stack.call(`${path}/join`, ana.cookie, { method: "POST", payload: { userId: ana.user.id } });
  expect(joined.statusCode).toBe(200);
  await stack.call(`${path}/waitlist`, ben.cookie, { method: "POST", payload: { userId: ben.user.id } });
  const left = await stack.call(`${path}/leave`, ana.cookie, { method: "POST", payload: { userId: ana.user.id } });
  expect(await eventNews(ben, positionOf(left))).toEqual([
    { type: "event_waitlist_promoted", message: "A place opened up: you are now taking part in Kata night", eventId },
  ]);

  // Dojo's clock at the 24-hour reminder's time.
  const dojo = stack.services.dojo.deps as unknown as DojoDeps;
  const clock = dojo.clock;
  dojo.clock = () => new Date(Date.parse(eventDate) - EVENT_REMINDERS["24h"] + 60_000);
  try {
    await sendDueReminders(dojo);
    await sendDueReminders(dojo);
  } finally {
    dojo.clock = clock;
  }
  const settled = `DOJO:${(await dojo.events.load("DOJO", `dojo.event.${eventId}`)).at(-1)!.sequence}`;
  expect((await eventNews(ben, settled)).map((news) => news.message)).toEqual([
    "Kata night starts in 24 hours",
    "A place opened up: you are now taking part in Kata night",
  ]);

  const cancelled = await stack.call(`${path}/cancel`, olga.cookie, { method: "POST" });
  expect(cancelled.statusCode).toBe(200);
  // (The reminder, stamped by the moved clock, sorts first.)
  expect(await eventNews(ben, positionOf(cancelled))).toContainEqual({
    type: "event_cancelled",
    message: "Kata night has been cancelled",
    eventId,
  });
  expect((await eventNews(ana, positionOf(cancelled))).map((news) => news.type)).toEqual(["event_invite"]);

  const { url } = (await stack.call("/api/dojo-events/calendar-feed", ben.cookie)).json();
  const feed = await stack.gateway.inject({ method: "GET", url });
  expect(feed.statusCode).toBe(200);
  expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.body).toContain("SUMMARY:Kata night");
  expect(feed.body).toContain("STATUS:CANCELLED");
  expect((await stack.gateway.inject({ method: "GET", url: "/api/dojo-events/calendar-feed" })).statusCode).toBe(401);
}, 30_000);
