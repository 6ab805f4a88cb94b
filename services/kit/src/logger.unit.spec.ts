import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggedUrl, loggerOptions } from "./logger.ts";

// A calendar feed's URL is its only key: the request log shows the call with [token] in its place,
// and the headers that carry a credential as [Redacted].

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5";

function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: pino(loggerOptions("test", "info", false), sink), lines };
}

describe("the request log", () => {
  it("shows a feed's URL with [token] and a session cookie as [Redacted]", async () => {
    const { logger, lines } = capturedLogger();
    const app = Fastify({ loggerInstance: logger as unknown as FastifyBaseLogger });
    app.get("/api/dojo-events/feeds/:token", async () => "BEGIN:VCALENDAR");
    const reply = await app.inject({
      method: "GET",
      url: `/api/dojo-events/feeds/${TOKEN}?x=1`,
      headers: { cookie: "kumite_session=secret-session" },
    });
    await app.close();
    expect(reply.statusCode).toBe(200);
    const logged = lines.join("");
    // The call was logged, with its path.
    expect(logged).toContain('"url":"/api/dojo-events/feeds/[token]?x=1"');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain("secret-session");
  });

  it("leaves other URLs as they are", () => {
    expect(loggedUrl("/api/dojo-events/calendar-feed")).toBe("/api/dojo-events/calendar-feed");
    expect(loggedUrl("/api/posts/123?cursor=abc")).toBe("/api/posts/123?cursor=abc");
    expect(loggedUrl(`/api/dojo-events/feeds/${TOKEN}`)).toBe("/api/dojo-events/feeds/[token]");
  });
});
