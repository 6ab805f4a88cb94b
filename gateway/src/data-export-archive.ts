import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import yazl from "yazl";
import { z } from "zod";
import type { ErrorReply } from "@kumite/contracts/errors";
import { ACTOR_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { DataExportParams } from "@kumite/contracts/identity/commands";
import { DataExportView, dataArchiveName } from "@kumite/contracts/identity/views";
import { MEMBER_DATA_SERVICES, type ServiceName } from "@kumite/contracts/services";
import { SIGN_IN_TO_CONTINUE } from "@kumite/kit/errors";
import { signActor } from "@kumite/kit/http";
import { ExportStore, type StoredPart } from "@kumite/kit/member-data";
import type { Nats } from "@kumite/kit/nats";
import { sessionIdOf, type SessionResolver } from "./session-cache.ts";
import type { UpstreamPool } from "./upstream-pool.ts";

// "Download my data": the one zip of a member's export, put together here because it holds every
// service's part (services/kit/src/member-data). Whether the export is the member's, still kept and
// ready is identity's to say: the gateway asks it, as the member, and streams the parts' JSON and
// files from the export store into the zip as they are read, so a member's uploads never sit whole
// in memory.

export const ARCHIVE_ROUTE = "/api/account/exports/:id/archive";
export const EXPORT_PREPARING = "Your data is still being prepared";
const IDENTITY_TIMEOUT_MS = 5_000;

export type ArchiveOptions = {
  pools: Record<ServiceName, UpstreamPool>;
  sessions: SessionResolver;
  actorSecret: string;
  nats: Nats["connection"];
};

/** The route's OpenAPI operation, merged with the services' documents (api-docs.ts). */
export const archiveOperation = {
  description:
    "The actor's data export as one zip: `<service>.json` for each service's part and `files/<name>` for the " +
    "files they uploaded. 409 export.preparing until it is ready; 404 export.not-found once it has expired.",
  parameters: [{ in: "path", name: "id", required: true, schema: z.toJSONSchema(DataExportParams.shape.id) }],
  responses: {
    200: {
      description: "The archive, `kumite-data-<yyyy-mm-dd>.zip`",
      content: { "application/zip": { schema: { type: "string", format: "binary" } } },
    },
    ...Object.fromEntries(
      [400, 401, 404, 409, 503].map((status) => [
        status,
        {
          description: "An error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorReply" } } },
        },
      ]),
    ),
  },
  security: [{ session: [] }],
};

const refuse = (reply: FastifyReply, status: number, body: ErrorReply) => reply.code(status).send(body);

export function dataExportArchive(options: ArchiveOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await options.sessions.resolve(sessionIdOf(request.headers.cookie, SESSION_COOKIE));
    if (!userId) return refuse(reply, 401, { message: SIGN_IN_TO_CONTINUE, code: "auth.required" });
    const params = DataExportParams.safeParse(request.params);
    if (!params.success)
      return refuse(reply, 400, { message: "Invalid params: id", code: "validation.invalid", issues: [] });

    const asked = await exportOf(options, userId, params.data.id);
    if ("refusal" in asked) {
      const { status, body, retryAfter } = asked.refusal;
      if (retryAfter) reply.header("retry-after", retryAfter);
      return reply.code(status).type("application/json").send(body);
    }
    if (asked.view.status === "preparing")
      return refuse(reply, 409, { message: EXPORT_PREPARING, code: "export.preparing" });

    const store = await ExportStore.existing(options.nats);
    const parts = store && (await partsOf(store, asked.view.id));
    // Ready, and its parts gone from the store: it has just expired.
    if (!store || !parts)
      return refuse(reply, 404, { message: "There is no such export of your data", code: "export.not-found" });
    const zip = new yazl.ZipFile();
    const written = new Set<string>();
    for (const [service, part] of parts) {
      zip.addBuffer(Buffer.from(part.json), `${service}.json`);
      for (const name of part.files) {
        const path = written.has(`files/${name}`) ? `files/${service}-${name}` : `files/${name}`;
        written.add(path);
        // Each file is read from the store when the zip reaches it, not all at once.
        zip.addReadStreamLazy(path, (done) => {
          store.file(asked.view.id, service, name).then(
            (stream) =>
              done(
                stream ? null : new Error(`${path} is gone`),
                stream ? Readable.fromWeb(stream as never) : Readable.from([]),
              ),
            (error: unknown) => done(error, Readable.from([])),
          );
        });
      }
    }
    zip.end();
    return reply
      .type("application/zip")
      .header(
        "content-disposition",
        `attachment; filename="${dataArchiveName(asked.view.readyAt ?? asked.view.requestedAt)}"`,
      )
      .header("cache-control", "no-store")
      .send(zip.outputStream);
  };
}

type Refusal = { status: number; body: string; retryAfter?: string };
type Asked = { view: DataExportView } | { refusal: Refusal };

/** Identity's word on the export, asked as the member: their view of it, or its refusal to pass on. */
async function exportOf(options: ArchiveOptions, userId: string, exportId: string): Promise<Asked> {
  const url = `/api/account/exports/${encodeURIComponent(exportId)}`;
  const instance = options.pools.identity.order()[0];
  try {
    const response = await fetch(`${instance}${url}`, {
      headers: { [ACTOR_HEADER]: signActor(userId, options.actorSecret, { method: "GET", url }) },
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
    });
    const body = await response.text();
    if (response.ok) return { view: DataExportView.parse(JSON.parse(body)) };
    return { refusal: { status: response.status, body, retryAfter: response.headers.get("retry-after") ?? undefined } };
  } catch {
    const unavailable: ErrorReply = {
      message: "Kumite cannot reach your account right now",
      code: "service.unavailable",
    };
    return { refusal: { status: 503, body: JSON.stringify(unavailable), retryAfter: "2" } };
  }
}

/** Every service's part, or null when one is missing. */
async function partsOf(store: ExportStore, exportId: string): Promise<Map<ServiceName, StoredPart> | null> {
  const parts = new Map<ServiceName, StoredPart>();
  for (const service of MEMBER_DATA_SERVICES) {
    const part = await store.part(exportId, service);
    if (!part) return null;
    parts.set(service, part);
  }
  return parts;
}
