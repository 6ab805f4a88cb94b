import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ErrorReply } from "@kumite/contracts/errors";
import { STARTING, STARTING_RETRY_AFTER_S } from "../http/service-app.ts";

// A service listens on its port from its first moment, before NATS, JetStream or its read models
// have answered: a slow dependency then shows as "not ready" (503 on /readyz and on every call,
// with Retry-After) instead of a refused connection, and a supervisor sees a live process
// (/healthz) it has no reason to restart. The service's own app takes the same socket over once it
// is built (Fastify's `serverFactory`: the app's own handler, on this server); from then on its
// /readyz tells how far the replay is.

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export type StartingServer = {
  /** Given to Fastify as its `serverFactory`: the app is built on this listening server. */
  serverFactory: (handler: Listener) => Server;
  /** From now on every request goes to the app's handler (once `app.ready()` resolved). */
  handOver: () => void;
  close: () => Promise<void>;
};

/** What Fastify sets on a server of its own: the gateway's pooled connections are kept, not cut. */
const FASTIFY_KEEP_ALIVE_MS = 72_000;

export async function listenWhileStarting(name: string, port: number, host: string): Promise<StartingServer> {
  const starting: Listener = (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const [status, body]: [number, object] =
      path === "/healthz"
        ? [200, { status: "ok", service: name }]
        : path === "/readyz"
          ? [503, { status: "not ready", checks: { start: "starting" } }]
          : [503, { message: STARTING, code: "service.starting" } satisfies ErrorReply];
    response.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      ...(status === 503 ? { "retry-after": String(STARTING_RETRY_AFTER_S) } : {}),
    });
    response.end(JSON.stringify(body));
  };
  let current = starting;
  let app: Listener | null = null;
  const server = createServer((request, response) => current(request, response));
  server.keepAliveTimeout = FASTIFY_KEEP_ALIVE_MS;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    serverFactory(handler) {
      app = handler;
      return server;
    },
    handOver() {
      if (!app) throw new Error("the app was not built on the starting server (serverFactory)");
      current = app;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
