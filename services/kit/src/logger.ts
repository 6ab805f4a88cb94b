import type { LoggerOptions } from "pino";

/** Pino options shared by every process: JSON in production, one readable line each with LOG_PRETTY. */
export function loggerOptions(name: string, level: string, pretty: boolean): LoggerOptions {
  return {
    name,
    level,
    redact: ["req.headers.cookie", "req.headers.authorization", 'req.headers["x-kumite-actor"]'],
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
