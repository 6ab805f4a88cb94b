import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { ATTACHMENTS } from "@kumite/contracts/limits";
import { ACTOR_HEADER, IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/http";
import { TEST_ACTOR_SECRET, type TestMember } from "@kumite/kit/testing/harness";
import { socialWithDiskUploads } from "./disk-uploads.ts";
import { htmlDisguisedAsPng, photoTakenAtHome, picture, pngBytes, shown } from "./files.ts";

// Files on disk: social receives the bytes itself at the upload URL it hands out.

const disk = socialWithDiskUploads();

type Ticket = { uploadURL: string; objectURL: string };

const ticketFor = async (member: TestMember): Promise<Ticket> => (await member.post("/api/objects/upload")).json();
const put = (member: TestMember, url: string, bytes: Buffer, contentType = "image/png") =>
  member.put(url, bytes, { headers: { "content-type": contentType } });

async function upload(member: TestMember, bytes: Buffer, contentType = "image/png") {
  const ticket = await ticketFor(member);
  return { ticket, reply: await put(member, ticket.uploadURL, bytes, contentType) };
}

const post = (author: TestMember, attachments: string[]) =>
  author.post("/api/posts", { authorId: author.id, category: "Judo", content: "Look at this grip", attachments });

describe("upload URLs", () => {
  it("hands a member an upload URL and the URL the file will be served at", async () => {
    const member = await disk.social.member();
    const reply = await member.post("/api/objects/upload");
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      uploadURL: expect.stringMatching(/^\/api\/objects\/uploads\/[A-Za-z0-9-]+$/),
      objectURL: expect.stringMatching(/^\/api\/objects\/[A-Za-z0-9-]+$/),
    });
    expect((await disk.social.signedOut.post("/api/objects/upload")).statusCode).toBe(401);
  });

  it("keeps each upload URL to the member it was issued to, and to its lifetime", async () => {
    const owner = await disk.social.member();
    const stranger = await disk.social.member();
    const ticket = await ticketFor(owner);
    const foreign = await put(stranger, ticket.uploadURL, pngBytes());
    expect(foreign.statusCode).toBe(403);

    const clock = disk.social.deps.clock;
    disk.social.deps.clock = () => new Date(Date.now() + 16 * 60 * 1000);
    try {
      const late = await put(owner, ticket.uploadURL, pngBytes());
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: "This upload URL has expired", code: "upload.expired" });
    } finally {
      disk.social.deps.clock = clock;
    }
    expect((await owner.get(ticket.objectURL)).statusCode).toBe(404);
  });
});

describe("attachments", () => {
  it("stores a picture, attaches it to a post and serves it with safe headers", async () => {
    const author = await disk.social.member();
    const { ticket, reply } = await upload(author, await picture(3, 2));
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ url: ticket.objectURL });
    const created = await post(author, [ticket.objectURL]);
    expect(created.statusCode).toBe(201);
    expect(created.json().attachments).toEqual([ticket.objectURL]);

    const file = await author.get(ticket.objectURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
    expect(await shown(file.rawPayload)).toEqual({
      format: "png",
      width: 3,
      height: 2,
      orientation: null,
      metadata: false,
    });
  });

  it("serves a photo upright and without the place it was taken, and keeps the original for its owner's export", async () => {
    const author = await disk.social.member();
    const original = await photoTakenAtHome();
    expect(await shown(original)).toMatchObject({ width: 40, height: 20, orientation: 6, metadata: true });
    const { ticket } = await upload(author, original, "image/jpeg");
    const reader = await disk.social.member();
    for (const viewer of [reader, author]) {
      const served = await viewer.get(ticket.objectURL);
      expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/jpeg"]);
      expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
      expect(await shown(served.rawPayload)).toEqual({
        format: "jpeg",
        width: 20,
        height: 40,
        orientation: null,
        metadata: false,
      });
    }
    const uploadId = ticket.objectURL.split("/").pop()!;
    const kept = await disk.social.deps.storage.read(uploadId);
    expect((await buffer(kept!)).equals(original)).toBe(true);
  });

  it("refuses a second upload to the same URL", async () => {
    const author = await disk.social.member();
    const { ticket } = await upload(author, await picture(3, 2));
    const again = await put(author, ticket.uploadURL, await picture(5, 5));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This upload URL was already used", code: "upload.used" });
    expect(await shown((await author.get(ticket.objectURL)).rawPayload)).toMatchObject({ width: 3, height: 2 });
  });

  it("takes a file sent with an Idempotency-Key: its bytes stream unread, so the key is not kept", async () => {
    const author = await disk.social.member();
    const ticket = await ticketFor(author);
    const headers = { "content-type": "image/png", [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const stored = await author.put(ticket.uploadURL, pngBytes(), { headers });
    expect(stored.statusCode).toBe(201);
    expect(await disk.social.deps.redis.keys(`kumite:idempotency:social:${author.id}:*`)).toEqual([]);
    // A second send is the upload's own business, as without a key.
    const again = await author.put(ticket.uploadURL, pngBytes(), { headers });
    expect([again.statusCode, again.json().code]).toEqual([409, "upload.used"]);
  });

  it("refuses a file whose bytes are not a picture or video, whatever it claims", async () => {
    const author = await disk.social.member();
    const { ticket, reply } = await upload(author, htmlDisguisedAsPng(), "image/png");
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toMatch(/only pictures/i);
    expect((await author.get(ticket.objectURL)).statusCode).toBe(404);
    expect((await post(author, [ticket.objectURL])).statusCode).toBe(400);
  });

  it("refuses a file that stops inside its picture header, as it refuses any file it cannot tell", async () => {
    const author = await disk.social.member();
    // The PNG signature and three bytes more: file-type runs out of bytes while reading the header.
    const cutShort = pngBytes().subarray(0, 11);
    const { ticket, reply } = await upload(author, cutShort, "image/png");
    expect(reply.statusCode).toBe(415);
    expect(reply.json().code).toBe("upload.unsupported-type");
    expect((await author.get(ticket.objectURL)).statusCode).toBe(404);
  });

  it("refuses a file over 50 MB, declared or streamed", async () => {
    const author = await disk.social.member();
    const declared = await upload(author, Buffer.concat([pngBytes(), Buffer.alloc(ATTACHMENTS.maxFileBytes)]));
    expect(declared.reply.statusCode).toBe(413);
    expect((await author.get(declared.ticket.objectURL)).statusCode).toBe(404);
    const ticket = await ticketFor(author);
    const streamed = await streamOverHttp(author, ticket.uploadURL, [
      pngBytes(),
      ...Array.from({ length: 51 }, () => Buffer.alloc(1024 * 1024)),
    ]);
    expect(streamed).toEqual({
      status: 413,
      body: { message: "A file may be at most 50 MB", code: "upload.too-large" },
    });
    expect((await author.get(ticket.objectURL)).statusCode).toBe(404);
  });

  it("refuses to attach someone else's upload", async () => {
    const owner = await disk.social.member();
    const other = await disk.social.member();
    const { ticket } = await upload(owner, pngBytes());
    expect((await post(other, [ticket.objectURL])).statusCode).toBe(403);
    expect((await other.get(`/api/users/${other.id}/posts`)).json()).toEqual([]);
  });
});

/**
 * PUTs chunks with no declared length over a real connection: an injected request cannot stand for
 * a body the service stops reading halfway through.
 */
async function streamOverHttp(
  member: TestMember,
  path: string,
  chunks: Buffer[],
): Promise<{ status?: number; body: unknown }> {
  if (!disk.social.app.server.listening) await disk.social.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = disk.social.app.server.address() as AddressInfo;
  const headers = {
    "content-type": "image/png",
    [ACTOR_HEADER]: signActor(member.id, TEST_ACTOR_SECRET, { method: "PUT", url: path }),
  };
  return new Promise((resolve, reject) => {
    // No keep-alive agent: the connection ends with this call, whatever the body's state.
    const outgoing = request({ host: "127.0.0.1", port, path, method: "PUT", headers, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => {
        outgoing.destroy();
        resolve({ status: response.statusCode, body: JSON.parse(body) });
      });
    });
    outgoing.on("error", reject);
    const rest = [...chunks];
    const pump = (): void => {
      for (let chunk = rest.shift(); chunk && !outgoing.destroyed; chunk = rest.shift()) {
        if (!outgoing.write(chunk)) return void outgoing.once("drain", pump);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    pump();
  });
}
