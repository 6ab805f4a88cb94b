import type { IncomingHttpHeaders } from "node:http";
import replyFrom from "@fastify/reply-from";
import type { FastifyInstance } from "fastify";
import type { ErrorReply } from "@kumite/contracts/errors";
import { ACTOR_HEADER, REQUEST_ID_HEADER } from "@kumite/contracts/http";
import type { ServiceName } from "@kumite/contracts/services";
import { BUFFER_UP_TO_BYTES, HOP_BY_HOP, type Hop } from "./proxy.ts";
import { answerUpstreamFailure } from "./upstream-failure.ts";

// The same hop through @fastify/reply-from (what @fastify/http-proxy forwards with), on the same
// undici pools (128 connections a service). reply-from drops Connection and what it names; the
// rest of the hop-by-hop headers are dropped here, both ways. The raw body goes on as it came: a
// buffer is handed over as it is (reply-from would JSON.stringify a JSON one), a stream is piped.

const NOT_FORWARDED = [...HOP_BY_HOP, "expect", "proxy-authorization"];

export async function replyFromHop(app: FastifyInstance, upstreams: Record<ServiceName, string>): Promise<Hop> {
  await app.register(replyFrom, {
    undici: { connections: 128, pipelining: 1 },
    disableRequestLogging: true,
    destroyAgent: true,
  });
  return {
    send(request, reply, { service, target, actor }) {
      const body = request.body;
      const sentType = request.headers["content-type"];
      const raw = Buffer.isBuffer(body) ? { body, contentType: sentType ?? "application/octet-stream" } : {};
      const query = target.indexOf("?");
      try {
        // The path alone: reply-from refuses a "/.." anywhere in what it is given, query included.
        reply.from(`${upstreams[service]}${query < 0 ? target : target.slice(0, query)}`, {
          ...raw,
          queryString: () => (query < 0 ? "" : target.slice(query + 1)),
          // A 503 (a service still starting) goes back to the client, which waits and retries itself.
          retryDelay: () => null,
          rewriteRequestHeaders: (_request, headers: IncomingHttpHeaders) => {
            for (const name of NOT_FORWARDED) delete headers[name];
            if (sentType === undefined) delete headers["content-type"];
            headers[ACTOR_HEADER] = actor;
            headers[REQUEST_ID_HEADER] = request.id;
            return headers;
          },
          rewriteHeaders: (headers) => {
            for (const name of HOP_BY_HOP) delete headers[name];
            return headers;
          },
          onResponse: (_request, _reply, response) => {
            if (reply.sent) return;
            const upstreamHeaders = (response as unknown as { headers: IncomingHttpHeaders }).headers;
            const length = Number(upstreamHeaders["content-length"]);
            const whole =
              request.method === "HEAD" ||
              reply.statusCode === 204 ||
              reply.statusCode === 304 ||
              (length >= 0 && length <= BUFFER_UP_TO_BYTES);
            if (!whole) return reply.send(response.stream);
            // Sent as one buffer, a page of JSON costs one write instead of a stream's worth of them.
            const chunks: Buffer[] = [];
            response.stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.stream.once("error", (error: Error) => {
              for (const name in upstreamHeaders) reply.removeHeader(name);
              answerUpstreamFailure(request, reply, service, error);
            });
            response.stream.once("end", () => reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
          },
          onError: (_reply, { error }) => answerUpstreamFailure(request, reply, service, error),
        });
      } catch {
        // A path reply-from will not forward (an encoded "../" in it).
        reply.code(400).send({ message: "Malformed URL", code: "request.malformed-url" } satisfies ErrorReply);
      }
    },
    // reply-from closes its pools in the gateway's onClose.
    close: async () => {},
  };
}
