import { ObjectIdParams } from "@kumite/contracts/social/commands";
import { NotFound } from "@kumite/kit/errors";
import { signedInUser, type ServiceApp, type ZodTypeProvider } from "@kumite/kit/service-app";
import type { SocialDeps } from "../deps.ts";
import { issueUpload, receiveUpload } from "../handlers/uploads.ts";
import { findUpload } from "../projections/uploads.ts";

export function objectRoutes(app: ServiceApp, deps: SocialDeps) {
  app.post("/api/objects/upload", async (request) => issueUpload(deps, signedInUser(request)));

  // The file itself, whatever the browser calls its type: no parser may read it first, and
  // the size and type checks happen while it streams to storage.
  app.register(async (plugin) => {
    const raw = plugin.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    raw.put("/api/objects/uploads/:id", { schema: { params: ObjectIdParams } }, async (request, reply) => {
      const length = request.headers["content-length"] ? Number(request.headers["content-length"]) : null;
      const stored = await receiveUpload(deps, signedInUser(request), request.params.id, request.raw, length);
      return reply.code(201).send(stored);
    });
  });

  app.get("/api/objects/:id", { schema: { params: ObjectIdParams } }, async (request, reply) => {
    signedInUser(request);
    const upload = await findUpload(deps.store, request.params.id);
    const file = upload?.status === "stored" ? await deps.storage.read(upload._id) : null;
    if (!upload || !file) throw new NotFound("File not found");
    // Only sniffed picture and video types are ever stored; these headers keep even a bad
    // guess from turning into a page that runs script on our origin.
    return reply
      .headers({
        "content-type": upload.contentType!,
        "content-length": String(upload.size),
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "content-disposition": "inline",
        "cache-control": "private, max-age=31536000, immutable",
      })
      .send(file);
  });
}
