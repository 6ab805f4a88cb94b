import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENTS, JSON_BODY_LIMIT_BYTES } from "@kumite/contracts/limits";
import { htmlDisguisedAsPng, picture, pngBytes, shown } from "../../services/social/test/files.ts";
import { startStack, type Stack } from "./stack.ts";

// JSON bodies stop at the gateway past JSON_BODY_LIMIT_BYTES; attachment files stream through it
// to social, counted on the way and stopped past ATTACHMENTS.maxFileBytes.

let stack: Stack;
let cookie: string;
let userId: string;
beforeAll(async () => {
  stack = await startStack();
  ({
    cookie,
    user: { id: userId },
  } = await stack.signUp());
});
afterAll(async () => {
  await stack.close();
});

async function upload(bytes: Buffer | Readable, contentType = "image/png") {
  const ticket = (
    await stack.gateway.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } })
  ).json();
  const headers = { cookie, "content-type": contentType };
  const reply = await stack.gateway.inject({ method: "PUT", url: ticket.uploadURL, headers, payload: bytes });
  return { ticket: ticket as { uploadURL: string; objectURL: string }, reply };
}

describe("JSON bodies", () => {
  it("answers 413 to a body over the limit, whichever service it was for", async () => {
    const tooLong = "x".repeat(JSON_BODY_LIMIT_BYTES + 100_000);
    for (const [url, body] of [
      [
        "/api/auth/register",
        {
          email: "big@example.com",
          password: "correct horse battery",
          username: "big",
          displayName: "Big",
          bio: tooLong,
        },
      ],
      ["/api/posts", { authorId: userId, category: "Judo", content: tooLong }],
    ] as const) {
      const reply = await stack.gateway.inject({ method: "POST", url, headers: { cookie }, payload: body });
      expect(reply.statusCode, url).toBe(413);
      expect(reply.json(), url).toEqual({ message: expect.any(String), code: "request.too-large" });
    }
    expect(
      (await stack.gateway.inject({ method: "GET", url: `/api/users/${userId}/posts`, headers: { cookie } })).json(),
    ).toEqual([]);
  });
});

describe("attachments", () => {
  it("streams a picture through to social and serves it back, with social's headers", async () => {
    const { ticket, reply } = await upload(await picture(600, 400));
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ url: ticket.objectURL });
    const file = await stack.gateway.inject({ method: "GET", url: ticket.objectURL, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(await shown(file.rawPayload)).toMatchObject({ format: "png", width: 600, height: 400 });
  });

  it("passes on social's refusal of a file that is not a picture or video", async () => {
    const { reply } = await upload(htmlDisguisedAsPng(), "image/png");
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toMatch(/only pictures/i);
    expect(reply.json().code).toBe("upload.unsupported-type");
  });

  it("refuses a file over 50 MB, declared or streamed, and keeps nothing of it", async () => {
    const declared = await upload(Buffer.concat([pngBytes(), Buffer.alloc(ATTACHMENTS.maxFileBytes)]));
    expect(declared.reply.statusCode).toBe(413);
    expect(declared.reply.json()).toEqual({ message: "A file may be at most 50 MB", code: "upload.too-large" });
    const chunk = Buffer.alloc(1024 * 1024);
    const streamed = await upload(
      Readable.from(
        (function* () {
          yield pngBytes();
          for (let index = 0; index < 51; index++) yield chunk;
        })(),
      ),
    );
    expect(streamed.reply.statusCode).toBe(413);
    expect(streamed.reply.json()).toEqual({ message: "A file may be at most 50 MB", code: "upload.too-large" });
    for (const { ticket } of [declared, streamed]) {
      expect(
        (await stack.gateway.inject({ method: "GET", url: ticket.objectURL, headers: { cookie } })).statusCode,
      ).toBe(404);
    }
  });
});

// Measured over a real connection, as fetch and browsers meet it: a reply sent while the client still
// sends its body could reach them as a broken connection instead of a 413.
describe("a refusal for size, over a real connection", () => {
  it("is read by fetch as a 413, a JSON body's and a file's alike, not as a broken connection", async () => {
    const address = await stack.gateway.listen({ port: 0, host: "127.0.0.1" });
    const tooLong = JSON.stringify({ email: "big@example.com", password: "x".repeat(12 * 1024 * 1024) });
    for (let attempt = 0; attempt < 4; attempt++) {
      const login = await fetch(`${address}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: tooLong,
      });
      expect(login.status).toBe(413);
      expect(((await login.json()) as { code: string }).code).toBe("request.too-large");
    }
    const ticket = (
      await stack.gateway.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } })
    ).json() as { uploadURL: string };
    const file = await fetch(`${address}${ticket.uploadURL}`, {
      method: "PUT",
      headers: { cookie, "content-type": "image/png" },
      body: Buffer.concat([pngBytes(), Buffer.alloc(ATTACHMENTS.maxFileBytes + 1024 * 1024)]),
    });
    expect([file.status, ((await file.json()) as { code: string }).code]).toEqual([413, "upload.too-large"]);
  });
});
