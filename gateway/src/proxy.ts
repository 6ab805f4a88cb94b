import type { FastifyReply, FastifyRequest } from "fastify";
import { ACTOR_HEADER, REQUEST_ID_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/actor";
import { ATTACHMENT_TOO_LARGE, isAttachmentTooLarge } from "./attachment-body.ts";
import type { SessionResolver } from "./session-cache.ts";
import type { ServiceName } from "@kumite/contracts/services";
import { isOpenCall, serviceFor } from "./service-routes.ts";

export type ProxyOptions = {
  upstreams: Record<ServiceName, string>;
  sessions: SessionResolver;
  actorSecret: string;
};

/** Bodies up to this size are relayed whole; larger ones (attachments) stream through. */
const BUFFER_UP_TO_BYTES = 256 * 1024;
const ENDS_SESSION = new Set(["POST /api/auth/logout"]);
const UNREACHABLE = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_SOCKET"]);

/**
 * Forwards an /api call to the service that owns it, as the session's user: the client's own
 * actor header is dropped and a freshly signed one is added.
 */
export function proxyHandler(options: ProxyOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isWellEncoded(request.url)) return reply.code(400).send({ message: "Malformed URL: bad percent-encoding" });
    const path = request.url.split("?")[0] ?? "";
    const service = serviceFor(path);
    if (!service) return reply.code(404).send({ message: `No API route ${request.method} ${path}` });
    const sessionId = request.cookies[SESSION_COOKIE];
    // Signing out ends this session: no later call may find it in the cache, whatever identity says.
    if (ENDS_SESSION.has(`${request.method} ${path}`)) options.sessions.forget(sessionId);
    const userId = await options.sessions.resolve(sessionId);
    if (!userId && !isOpenCall(request.method, path)) return reply.code(401).send({ message: "Sign in to continue" });

    return reply.from(`${options.upstreams[service]}${request.url}`, {
      rewriteRequestHeaders: (_request, headers) => {
        const { [ACTOR_HEADER]: _forged, ...rest } = headers;
        return { ...rest, [ACTOR_HEADER]: signActor(userId, options.actorSecret), [REQUEST_ID_HEADER]: request.id };
      },
      onResponse: (_request, proxied, response) => {
        // reply-from's type leaves out the upstream headers it passes here.
        const length = Number((response as unknown as { headers: Record<string, string | undefined> }).headers["content-length"]);
        if (!(length > 0 && length <= BUFFER_UP_TO_BYTES)) return proxied.send(response.stream);
        // A page of JSON arrives in a few chunks; sent as one buffer it costs one write instead of
        // a stream's worth of them, which is most of what the hop costs for a feed page.
        const chunks: Buffer[] = [];
        response.stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.stream.once("error", (error: Error) => proxied.send(error));
        response.stream.once("end", () => proxied.send(Buffer.concat(chunks)));
      },
      onError: (errorReply, { error }) => {
        if (isAttachmentTooLarge(error)) return errorReply.code(413).send({ message: ATTACHMENT_TOO_LARGE });
        const codes = [(error as { code?: string }).code, (error.cause as { code?: string } | undefined)?.code];
        if (codes.some((code) => code !== undefined && UNREACHABLE.has(code))) {
          return errorReply.code(503).send({ message: `The ${service} service is not available right now` });
        }
        request.log.error({ err: error, service }, "upstream call failed");
        return errorReply.code(502).send({ message: `The ${service} service did not answer` });
      },
    });
  };
}

/** The proxy decodes the URL to forward it; a stray "%" would otherwise surface as a 500. */
function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}
