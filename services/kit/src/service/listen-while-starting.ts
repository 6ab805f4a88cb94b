import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { ErrorReply } from "@kumite/contracts/errors";
import { STARTING } from "../http/service-app.ts";

// A service listens on its port from its first moment, before NATS, JetStream or its read models
// have answered: a slow dependency then shows as "not ready" (503 on /readyz and on every call,
// with Retry-After) instead of a refused connection, and a supervisor sees a live process
// (/healthz) it has no reason to restart. The service's own app takes the same socket over once it
// is built; from then on its /readyz tells how far the replay is.

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export type StartingServer = {
  /** From now on every request goes to the service's app. */
  handOver: (listener: Listener) => void;
  close: () => Promise<void>;
};

const RETRY_AFTER_S = 1;

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
      ...(status === 503 ? { "retry-after": String(RETRY_AFTER_S) } : {}),
    });
    response.end(JSON.stringify(body));
  };
  let current = starting;
  const server = createServer((request, response) => current(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    handOver(listener) {
      current = listener;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
