import type { FastifyInstance, RouteOptions } from "fastify";
import { POSITION_HEADER } from "@kumite/contracts/http";
import type { Position } from "../event-store.ts";
import { gatherWritten } from "../written.ts";
import { positionHeader } from "./position-header.ts";

// Every write's reply says where it landed (the position header), so the caller's next query, in
// any service, can wait for it: the kit gathers the positions while the handler runs (written.ts)
// and writes the header once, here, whatever the route returns.

declare module "fastify" {
  interface FastifyRequest {
    /** Where this call's writes landed; null for a read. */
    written: Position[] | null;
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerWrittenPositions(app: FastifyInstance): void {
  app.decorateRequest("written", null);
  app.addHook("onRoute", (route: RouteOptions) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const positions: Position[] = [];
      request.written = positions;
      return gatherWritten(positions, () => handler.call(this, request, reply));
    };
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.written?.length && !reply.hasHeader(POSITION_HEADER)) reply.headers(positionHeader(...request.written));
    return payload;
  });
}
