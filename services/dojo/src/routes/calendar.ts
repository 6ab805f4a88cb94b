import { z } from "zod";
import { CalendarFeedParams, TrainingEventParams } from "@kumite/contracts/dojo/commands";
import { CalendarFeedView } from "@kumite/contracts/dojo/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { DojoDeps } from "../aggregates.ts";
import { calendarFeedOf, eventCalendar, feedCalendar, renewCalendarFeed } from "../handlers/calendar-feeds.ts";

const ICS = "text/calendar; charset=utf-8";
const calendarReply = z.any().describe("An iCalendar (RFC 5545) file");

export const calendarRoutes: ServiceRoutes<DojoDeps> = async (app, { deps }) => {
  app.get(
    "/api/dojo-events/:id/calendar.ics",
    {
      schema: {
        description: "One event the actor may see, as an iCalendar file to download.",
        params: TrainingEventParams,
        response: { 200: calendarReply },
      },
    },
    async (request, reply) => {
      const calendar = await eventCalendar(deps, request.memberId, request.params.id);
      return reply
        .headers({
          "content-type": ICS,
          "content-disposition": `attachment; filename="event-${request.params.id}.ics"`,
        })
        .send(Buffer.from(calendar));
    },
  );

  app.get(
    "/api/dojo-events/calendar-feed",
    {
      schema: {
        description: "The actor's private calendar feed of the events they joined (made on first ask).",
        response: { 200: CalendarFeedView },
      },
    },
    async (request) => calendarFeedOf(deps, request.memberId),
  );

  app.post(
    "/api/dojo-events/calendar-feed/renew",
    {
      schema: {
        description: "A new URL for the actor's calendar feed; the old one answers 404 from then on.",
        response: { 200: CalendarFeedView },
      },
    },
    async (request) => renewCalendarFeed(deps, request.memberId),
  );

  app.get(
    "/api/dojo-events/feeds/:token",
    {
      // A calendar app has no session: the secret token is the key.
      config: { open: true },
      schema: {
        description: "A member's calendar feed, by its secret token: the events they joined.",
        params: CalendarFeedParams,
        response: { 200: calendarReply },
      },
    },
    async (request, reply) => {
      const calendar = await feedCalendar(deps, request.params.token);
      return reply.headers({ "content-type": ICS, "cache-control": "private, no-store" }).send(Buffer.from(calendar));
    },
  );
};
