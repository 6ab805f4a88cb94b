import { ObjectIdParams } from "@kumite/contracts/social/commands";
import { StoredFile, UploadTicket } from "@kumite/contracts/social/views";
import { NotFound } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SocialDeps } from "../aggregates.ts";
import { issueUpload, receiveUpload } from "../handlers/uploads.ts";
import { findUpload } from "../projections/uploads.ts";
import { isPicture, servedPicture } from "../storage/served-picture.ts";

export const objectRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.post("/api/objects/upload", { schema: { response: { 200: UploadTicket } } }, async (request) =>
    issueUpload(deps, request.memberId),
  );

  // The file itself, whatever the browser calls its type: no parser may read it first, and
  // the size and type checks happen while it streams to storage.
  await app.register(async (plugin) => {
    const files = plugin.withTypeProvider<ZodTypeProvider>();
    files.removeAllContentTypeParsers();
    files.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    files.put(
      "/api/objects/uploads/:id",
      { schema: { params: ObjectIdParams, response: { 201: StoredFile } } },
      async (request, reply) => {
        const length = request.headers["content-length"] ? Number(request.headers["content-length"]) : null;
        const stored = await receiveUpload(deps, request.memberId, request.params.id, request.raw, length);
        return reply.code(201).send(stored);
      },
    );
  });

  app.get(
    "/api/objects/:id",
    {
      schema: {
        params: ObjectIdParams,
        response: { 200: z.any().describe("The file's bytes, as its sniffed picture or video type") },
      },
    },
    async (request, reply) => {
      const upload = await findUpload(deps.store, request.params.id);
      const stored = upload?.status === "stored" ? await deps.storage.read(upload._id) : null;
      const notFound = new NotFound("File not found", { code: "file.not-found" });
      if (!upload || !stored) throw notFound;
      // A picture goes out upright and without its metadata (its GPS position above all).
      const file = isPicture(upload.contentType!)
        ? await servedPicture(upload._id, upload.contentType!, stored)
        : stored;
      if (!file) throw notFound;
      // Only sniffed picture and video types are ever stored; these headers keep even a bad
      // guess from turning into a page that runs script on our origin.
      return reply
        .headers({
          "content-type": upload.contentType!,
          "content-length": String(Buffer.isBuffer(file) ? file.length : upload.size),
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "content-disposition": "inline",
          "cache-control": "private, max-age=31536000, immutable",
        })
        .send(file);
    },
  );
};
