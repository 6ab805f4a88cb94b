import type { LoggerOptions } from "pino";

/** Headers that carry a credential: logged as [Redacted]. */
const SECRET_HEADERS = ["req.headers.cookie", "req.headers.authorization", 'req.headers["x-kumite-actor"]'];

/**
 * A path segment that is itself the key to what it names: a calendar feed's token
 * (`/api/dojo-events/feeds/<token>`, an open call a calendar app makes with no session). Whoever
 * reads a log line with it could read the member's calendar, so it is logged as [token].
 */
const SECRET_SEGMENT = /(\/feeds\/)[^/?#]+/g;

/** A request's URL as logs may show it: feed tokens replaced by [token]. */
export const loggedUrl = (url: string) => url.replace(SECRET_SEGMENT, "$1[token]");

/** Pino options shared by every process: JSON in production, one readable line each with LOG_PRETTY. */
export function loggerOptions(name: string, level: string, pretty: boolean): LoggerOptions {
  return {
    name,
    level,
    redact: {
      paths: [...SECRET_HEADERS, "req.url"],
      censor: (value, path) =>
        path.join(".") === "req.url" && typeof value === "string" ? loggedUrl(value) : "[Redacted]",
    },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: {
              colorize: true,
              singleLine: true,
              translateTime: "HH:MM:ss.l",
              ignore: "pid,hostname",
              messageKey: "msg",
            },
          },
        }
      : {}),
  };
}
