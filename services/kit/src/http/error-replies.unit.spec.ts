import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERROR_CODES } from "@kumite/contracts/error-codes";
import { ErrorReply } from "@kumite/contracts/errors";
import { ACTOR_HEADER } from "@kumite/contracts/http";
import { signActor } from "../actor.ts";
import { Conflict, NotFound, Unavailable } from "../errors.ts";
import { ReadStoreUnavailable } from "../read-store/port.ts";
import { READ_STORE_UNAVAILABLE } from "./error-replies.ts";
import { createServiceApp } from "./service-app.ts";

// Every error reply is `{ message, code }` (plus `issues` for a schema failure): the message as the
// throw wrote it, the code it named or its kind's generic one.

const SECRET = "unit-test-secret-unit-test-secret-unit";

async function app() {
  const service = await createServiceApp({ name: "dojo", actorSecret: SECRET, logger: false, bodyLimit: 1024 });
  service.get("/api/requested", async () => {
    throw new Conflict("You've already sent a request to this user", { code: "connection.already-requested" });
  });
  service.get("/api/missing", async () => {
    throw new NotFound("Dojo not found");
  });
  service.get("/api/away", async () => {
    throw new Unavailable("Kumite cannot save this right now; try again in a moment", {
      cause: new Error("timeout"),
      code: "save.unavailable",
    });
  });
  service.post("/api/things", { schema: { body: z.object({ name: z.string().min(2) }) } }, async () => ({ ok: true }));
  service.get("/api/read-store-away", async () => {
    throw new ReadStoreUnavailable("server selection timed out after 2000 ms");
  });
  service.get("/api/bug", async () => {
    throw new Error("secret internals");
  });
  return service;
}

const signed = (method: string, url: string) => ({ [ACTOR_HEADER]: signActor("u1", SECRET, { method, url }) });
const get = async (url: string) => (await app()).inject({ url, headers: signed("GET", url) });
const post = async (url: string, payload: string, contentType = "application/json") =>
  (await app()).inject({
    method: "POST",
    url,
    payload,
    headers: { ...signed("POST", url), "content-type": contentType },
  });

describe("error replies", () => {
  it("send the code a domain error names, with its message and status", async () => {
    const reply = await get("/api/requested");
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      message: "You've already sent a request to this user",
      code: "connection.already-requested",
    });
  });

  it("send the kind's generic code when the throw names none", async () => {
    const reply = await get("/api/missing");
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: "Dojo not found", code: "not-found" });
    expect(new Conflict("Taken").code).toBe("conflict");
  });

  it("keep the cause of an error beside its code", async () => {
    const error = new Unavailable("away", { cause: "timeout", code: "save.unavailable" });
    expect(error.cause).toBe("timeout");
    expect(error.code).toBe("save.unavailable");
    const reply = await get("/api/away");
    expect(reply.statusCode).toBe(503);
    expect(reply.headers["retry-after"]).toBe("2");
    expect(reply.json()).toEqual({
      message: "Kumite cannot save this right now; try again in a moment",
      code: "save.unavailable",
    });
  });

  it("answer a schema failure validation.invalid, with the issues", async () => {
    const reply = await post("/api/things", JSON.stringify({ name: "x" }));
    expect(reply.statusCode).toBe(400);
    const body = ErrorReply.parse(reply.json());
    expect(body.code).toBe("validation.invalid");
    expect(body.message).toMatch(/^Invalid body: name /);
    expect(body.issues?.map((issue) => issue.path)).toEqual([["name"]]);
  });

  it("give Fastify's own refusals a code by their status", async () => {
    const unreadable = await post("/api/things", "{ not json");
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe("request.invalid");

    const tooLarge = await post("/api/things", JSON.stringify({ name: "x".repeat(2048) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("request.too-large");

    const unsupported = await post("/api/things", "name=ok", "application/x-www-form-urlencoded");
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe("request.unsupported-type");
  });

  it("answer a read store out of reach 503 with Retry-After, as something to try again in a moment", async () => {
    const reply = await get("/api/read-store-away");
    expect(reply.statusCode).toBe(503);
    expect(reply.headers["retry-after"]).toBe("2");
    expect(reply.json()).toEqual({ message: READ_STORE_UNAVAILABLE, code: "unavailable" });
  });

  it("answer a bug 500 server.error, and say nothing of it", async () => {
    const reply = await get("/api/bug");
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ message: "Something went wrong on our side", code: "server.error" });
  });

  it("answer an unknown route route.not-found", async () => {
    const reply = await get("/api/nothing");
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe("route.not-found");
  });

  it("document the error reply once, with every code", async () => {
    const service = await app();
    const document = (await service.inject({ url: "/openapi.json" })).json();
    expect(document.paths["/api/requested"].get.responses["409"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorReply",
    });
    const schema = document.components.schemas.ErrorReply;
    expect(schema.required).toEqual(expect.arrayContaining(["message", "code"]));
    expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
  });
});
