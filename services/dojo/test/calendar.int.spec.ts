import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { calendarFeedSubject } from "@kumite/contracts/dojo/calendar-feeds";
import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { CALENDAR_FEEDS } from "../src/projections/calendar-feeds.ts";
import { EVENT_LENGTH_MINUTES } from "../src/queries/ics.ts";
import { dojoService } from "../src/service.ts";

// Calendars of training events: one event as an .ics download, and each member's private feed of
// the events they joined, which a calendar app reads without a session and which renewing ends.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

async function foundDojo(owner: TestMember): Promise<string> {
  const profile = { description: "Drills", location: "Porto", martialArts: ["Judo"] };
  const reply = await owner.post("/api/dojos", { name: `Calendar Dojo ${newId().slice(0, 8)}`, ...profile });
  expect(reply.statusCode).toBe(201);
  return reply.json().id;
}

async function schedule(owner: TestMember, dojoId: string, title: string, eventDate: string, isDojoOnly = false) {
  const reply = await owner.post("/api/dojo-events", { title, eventDate, dojoId, isDojoOnly, createdBy: owner.id });
  expect(reply.statusCode).toBe(201);
  return reply.json().id as string;
}

const joinEvent = async (member: TestMember, eventId: string) =>
  expect((await member.post(`/api/dojo-events/${eventId}/join`, { userId: member.id })).statusCode).toBe(200);

/** The calendar's events as a calendar app reads them. */
function eventsIn(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      title: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: component.getFirstPropertyValue("url"),
      status: component.getFirstPropertyValue("status"),
    };
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const at = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

describe("a training event's calendar file", () => {
  it("downloads for a member who may see it, with its title, start, end, UID and link", async () => {
    const owner = await dojo.member();
    const dojoId = await foundDojo(owner);
    const start = at(inDays(3));
    const eventId = await schedule(owner, dojoId, "Kata night", start.toISOString());
    const reader = await dojo.member();

    const reply = await reader.get(`/api/dojo-events/${eventId}/calendar.ics`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(reply.headers["content-disposition"]).toContain("attachment");
    expect(eventsIn(reply.body)).toEqual([
      {
        uid: `${eventId}@dojo-events.kumite`,
        title: "Kata night",
        start: start.toISOString(),
        end: new Date(start.getTime() + EVENT_LENGTH_MINUTES * 60_000).toISOString(),
        url: `http://localhost:8080/events?dojoId=${dojoId}`,
        status: "CONFIRMED",
      },
    ]);
    // Written as a UTC instant, whatever the server's time zone.
    expect(reply.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it("is not found for a dojo-only event of another dojo, nor signed out", async () => {
    const owner = await dojo.member();
    const dojoId = await foundDojo(owner);
    const eventId = await schedule(owner, dojoId, "Closed mat", inDays(2).toISOString(), true);
    const outsider = await dojo.member();
    expect((await outsider.get(`/api/dojo-events/${eventId}/calendar.ics`)).statusCode).toBe(404);
    expect((await owner.get(`/api/dojo-events/${eventId}/calendar.ics`)).statusCode).toBe(200);
    expect((await dojo.signedOut.get(`/api/dojo-events/${eventId}/calendar.ics`)).statusCode).toBe(401);
  });
});

describe("a title that tries to write into other members' calendars", () => {
  // 119 characters: a title may hold it (at most 120), and each break would start a line of the file.
  const FORGED =
    "Kata\r\nBEGIN:VEVENT\r\nUID:forged@x\r\nSUMMARY:Forged\r\nDTSTART:20990101T000000Z\r\nEND:VEVENT\r\nX-A:";
  const injected = (ics: string) =>
    ics.split("\r\n").filter((line) => /^(UID:forged|SUMMARY:Forged|DTSTART:2099|X-A:)/.test(line));

  it("is one event, on one line, in the download and in the feed", async () => {
    expect(FORGED.length).toBeLessThanOrEqual(120);
    const owner = await dojo.member();
    const dojoId = await foundDojo(owner);
    const eventId = await schedule(owner, dojoId, FORGED, at(inDays(3)).toISOString());
    const ben = await dojo.member();
    await joinEvent(ben, eventId);
    const download = await ben.get(`/api/dojo-events/${eventId}/calendar.ics`);
    const { url } = (await ben.get("/api/dojo-events/calendar-feed")).json();
    const feed = await dojo.signedOut.get(url);

    for (const ics of [download.body, feed.body]) {
      expect(eventsIn(ics).map((event) => event.uid)).toEqual([`${eventId}@dojo-events.kumite`]);
      expect(ics.split("\r\n").filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
      expect(injected(ics)).toEqual([]);
      expect(eventsIn(ics)[0]?.title).toBe(FORGED.replaceAll("\r\n", " "));
    }
    // The download's calendar is named after the event (a name the library writes unescaped).
    const calendarName = new ICAL.Component(ICAL.parse(download.body)).getFirstPropertyValue("x-wr-calname");
    expect(calendarName).toBe(FORGED.replaceAll("\r\n", " "));
  });
});

describe("a member's calendar feed", () => {
  it("lists the events they joined, without a session, and answers 404 once renewed", async () => {
    const owner = await dojo.member();
    const dojoId = await foundDojo(owner);
    const [joined, other] = [
      await schedule(owner, dojoId, "Randori", at(inDays(4)).toISOString()),
      await schedule(owner, dojoId, "Not for Ben", at(inDays(5)).toISOString()),
    ];
    const ben = await dojo.member();
    await joinEvent(ben, joined);

    const first = await ben.get("/api/dojo-events/calendar-feed");
    expect(first.statusCode).toBe(200);
    const url: string = first.json().url;
    expect(url).toMatch(/^\/api\/dojo-events\/feeds\/[A-Za-z0-9_-]{43}$/);
    // Asked again, the same feed.
    expect((await ben.get("/api/dojo-events/calendar-feed")).json()).toEqual({ url });
    // Another member's feed is theirs.
    expect((await owner.get("/api/dojo-events/calendar-feed")).json().url).not.toBe(url);

    const feed = await dojo.signedOut.get(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(eventsIn(feed.body).map((event) => [event.uid, event.title])).toEqual([
      [`${joined}@dojo-events.kumite`, "Randori"],
    ]);
    expect(feed.body).not.toContain(other);

    const renewed = await ben.post("/api/dojo-events/calendar-feed/renew");
    expect(renewed.statusCode).toBe(200);
    const newUrl: string = renewed.json().url;
    expect(newUrl).not.toBe(url);
    expect((await dojo.signedOut.get(url)).statusCode).toBe(404);
    expect(eventsIn((await dojo.signedOut.get(newUrl)).body).map((event) => event.title)).toEqual(["Randori"]);
    expect((await ben.get("/api/dojo-events/calendar-feed")).json()).toEqual({ url: newUrl });
  });

  it("marks an event cancelled after they joined it, so a subscribed calendar takes it off", async () => {
    const owner = await dojo.member();
    const dojoId = await foundDojo(owner);
    const eventId = await schedule(owner, dojoId, "Cancelled camp", at(inDays(6)).toISOString());
    const ben = await dojo.member();
    await joinEvent(ben, eventId);
    expect((await owner.post(`/api/dojo-events/${eventId}/cancel`)).statusCode).toBe(200);
    const { url } = (await ben.get("/api/dojo-events/calendar-feed")).json();
    expect(eventsIn((await dojo.signedOut.get(url)).body).map((event) => event.status)).toEqual(["CANCELLED"]);
  });

  it("ends with the member's account", async () => {
    const ben = await dojo.member();
    const { url } = (await ben.get("/api/dojo-events/calendar-feed")).json();
    expect((await dojo.signedOut.get(url)).statusCode).toBe(200);
    const position = await dojo.userEvent({ type: "UserDeleted", data: { userId: ben.id } });
    expect((await dojo.signedOut.get(url, { headers: { [POSITION_HEADER]: position } })).statusCode).toBe(404);
  });

  it("gives one feed to two first asks at once, and refuses a token that is not one", async () => {
    const ben = await dojo.member();
    const replies = await Promise.all([
      ben.get("/api/dojo-events/calendar-feed"),
      ben.get("/api/dojo-events/calendar-feed"),
    ]);
    expect(new Set(replies.map((reply) => reply.json().url)).size).toBe(1);
    expect((await dojo.signedOut.get("/api/dojo-events/feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    expect((await dojo.signedOut.get("/api/dojo-events/feeds/short")).statusCode).toBe(400);
  });
});

describe("a feed's token", () => {
  const tokenOf = (url: string) => url.split("/").pop()!;
  /** Everything the log and the read model hold of the member's feed, as text. */
  async function keptOf(memberId: string) {
    const events = await dojo.deps.events.load(DOJO_STREAM.name, calendarFeedSubject(memberId));
    const documents = await dojo.deps.store.collection(CALENDAR_FEEDS).find({ _id: memberId });
    return { events, documents, text: JSON.stringify([events, documents]) };
  }

  it("is kept nowhere: the log and the read model hold its hash, and the link still shows and opens", async () => {
    const ben = await dojo.member();
    const { url } = (await ben.get("/api/dojo-events/calendar-feed")).json();
    const first = await keptOf(ben.id);
    expect(first.events.map((event) => event.type)).toEqual(["CalendarFeedOpened"]);
    expect(first.documents).toHaveLength(1);
    expect(first.text).not.toContain(tokenOf(url));
    expect((await dojo.signedOut.get(url)).statusCode).toBe(200);

    const renewed: string = (await ben.post("/api/dojo-events/calendar-feed/renew")).json().url;
    const after = await keptOf(ben.id);
    expect(after.events.map((event) => event.type)).toEqual(["CalendarFeedOpened", "CalendarFeedRenewed"]);
    expect(after.text).not.toContain(tokenOf(url));
    expect(after.text).not.toContain(tokenOf(renewed));
    // Shown again on the next ask, derived rather than kept; the old one retired.
    expect((await ben.get("/api/dojo-events/calendar-feed")).json()).toEqual({ url: renewed });
    expect((await dojo.signedOut.get(renewed)).statusCode).toBe(200);
    expect((await dojo.signedOut.get(url)).statusCode).toBe(404);
  });

  it("of a feed made before tokens were hashed keeps answering, on a replay too, until renewed", async () => {
    const ben = await dojo.member();
    const owner = await dojo.member();
    const eventId = await schedule(owner, await foundDojo(owner), "Old feed night", at(inDays(4)).toISOString());
    await joinEvent(ben, eventId);
    // The event as the log holds it from before issue 28: the token itself.
    const oldToken = "Legacy_" + newId().replaceAll("-", "").slice(0, 25);
    const oldUrl = `/api/dojo-events/feeds/${oldToken}`;
    const appended = await dojo.deps.events.append(
      calendarFeedSubject(ben.id),
      [
        {
          id: newId(),
          type: "CalendarFeedOpened",
          aggregateId: ben.id,
          occurredAt: new Date().toISOString(),
          actorId: ben.id,
          data: { memberId: ben.id, token: oldToken },
        },
      ],
      0,
    );
    expect(await dojo.deps.projector.waitFor(appended.stream, appended.sequence, 5000)).toBe(true);
    const opened = await dojo.signedOut.get(oldUrl);
    expect(opened.statusCode).toBe(200);
    expect(eventsIn(opened.body).map((event) => event.title)).toEqual(["Old feed night"]);
    expect(JSON.stringify((await keptOf(ben.id)).documents)).not.toContain(oldToken);

    // A fresh instance replays the log into an empty read model: the same answer.
    const replayed = await startTestService(dojoService);
    try {
      expect((await replayed.signedOut.get(oldUrl)).statusCode).toBe(200);
    } finally {
      await replayed.close();
    }

    // Its member is shown a link that can be shown again; the old one keeps answering beside it.
    const shown: string = (await ben.get("/api/dojo-events/calendar-feed")).json().url;
    expect(shown).not.toBe(oldUrl);
    expect((await ben.get("/api/dojo-events/calendar-feed")).json()).toEqual({ url: shown });
    expect((await dojo.signedOut.get(shown)).statusCode).toBe(200);
    expect((await dojo.signedOut.get(oldUrl)).statusCode).toBe(200);

    // Renewing retires both.
    const renewed: string = (await ben.post("/api/dojo-events/calendar-feed/renew")).json().url;
    expect((await dojo.signedOut.get(renewed)).statusCode).toBe(200);
    expect((await dojo.signedOut.get(shown)).statusCode).toBe(404);
    expect((await dojo.signedOut.get(oldUrl)).statusCode).toBe(404);
  });
});
