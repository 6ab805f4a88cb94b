import { afterAll, beforeAll, expect, it } from "vitest";
import { SERVICE_NAMES } from "@kumite/contracts/services";
import { startStack, type Stack } from "./stack.ts";

// "Bad input gets a clear 4xx error and loses nothing": every endpoint, fed what a careless or
// hostile client might send, answers 4xx with a JSON message, never 500.

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

const json = { "content-type": "application/json" };
const payloads: Array<[string, string | undefined, Record<string, string>]> = [
  ["no body", undefined, {}],
  ["an empty JSON body", "", json],
  ["broken JSON", "{", json],
  ["a JSON array", "[1,2]", json],
  ["a JSON string", '"hello"', json],
  ["null", "null", json],
  [
    "wrong types everywhere",
    JSON.stringify({
      email: 1,
      password: [],
      content: {},
      category: 7,
      postId: null,
      authorId: 5,
      title: 9,
      attachments: "x",
      displayName: false,
      latitude: "north",
    }),
    json,
  ],
  ["prototype pollution", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', json],
  ["form data", "a=1&b=2", { "content-type": "application/x-www-form-urlencoded" }],
  ["plain text", "hello", { "content-type": "text/plain" }],
  // The gateway forwards the bytes as they came: were it to parse and serialise them, this would be a 500.
  ["8,000 levels of nesting", `{"content":${"[".repeat(8000)}${"]".repeat(8000)}}`, json],
  ["an empty content-type parameter", "{}", { "content-type": "application/json;;;" }],
  ["a content-type parameter without a value", "{}", { "content-type": "application/json; charset=utf-8; x" }],
];
const endpoints: Array<[string, string]> = [
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/login"],
  ["DELETE", "/api/auth/delete-account"],
  ["PATCH", "/api/users/SELF"],
  ["POST", "/api/posts"],
  ["POST", "/api/comments"],
  ["POST", "/api/objects/upload"],
  ["POST", "/api/connections"],
  ["PATCH", "/api/connections/some-connection"],
  ["POST", "/api/users/matching/SELF/passes"],
  ["POST", "/api/messages"],
  ["POST", "/api/messages/typing"],
  ["POST", "/api/group-chats"],
  ["POST", "/api/group-chats/some-group/messages"],
  ["POST", "/api/group-chats/some-group/members"],
];

/** The writes that read a JSON body, as the services document them: `METHOD /path/{param}`. */
async function documentedWritesWithBody(): Promise<string[]> {
  const writes: string[] = [];
  for (const name of SERVICE_NAMES) {
    const document = (await stack.services[name].app.inject({ method: "GET", url: "/openapi.json" })).json();
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, { requestBody?: unknown }>>,
    )) {
      for (const [method, operation] of Object.entries(operations))
        if (operation.requestBody) writes.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return writes;
}

it("answers 4xx with a message to malformed bodies on every write", async () => {
  // Every write that reads a body is tried: those listed above, and any other a service documents
  // (a new service's), with "some-id" for the ids in its path.
  const listed = endpoints.map(
    ([method, path]) =>
      `${method} ${path.replace("matching/SELF", "matching/{userId}").replace("SELF", "{id}").replace("some-connection", "{id}").replace("some-group", "{id}")}`,
  );
  const unlisted = (await documentedWritesWithBody())
    .filter((write) => !listed.includes(write))
    .map((write) => write.replaceAll(/\{[^}]+\}/g, "some-id").split(" ") as [string, string]);
  for (const [method, path] of [...endpoints, ...unlisted]) {
    for (const [name, payload, headers] of payloads) {
      const reply = await stack.gateway.inject({
        method: method as "POST",
        url: path.replace("SELF", userId),
        headers: { cookie, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      // The upload ticket takes no body; it may accept any of these, but never fail on them.
      if (path === "/api/objects/upload" && reply.statusCode < 300) continue;
      expect(reply.statusCode, `${method} ${path} with ${name}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${method} ${path} with ${name}: ${reply.body}`).toBeLessThan(500);
      expect(reply.json().message, `${method} ${path} with ${name}`).toEqual(expect.any(String));
    }
  }
});

it("answers 4xx to odd ids, queries and cursors on every read", async () => {
  const urls = [
    "/api/users/%00",
    `/api/users/${"x".repeat(500)}`,
    "/api/users?search=" + encodeURIComponent("(((".repeat(50)),
    "/api/users?search=" + "a".repeat(500),
    "/api/posts?limit=-1",
    "/api/posts?limit=abc",
    "/api/posts?category=",
    "/api/posts?cursor=" + encodeURIComponent("🥋"),
    "/api/posts?cursor=" + Buffer.from("2026-01-01T00:00:00.000Z|../../etc").toString("base64url"),
    "/api/posts/%2e%2e",
    `/api/users/${userId}/posts?cursor=%%%`,
    "/api/objects/..%2f..%2fetc%2fpasswd",
    "/api/objects/does-not-exist",
    `/api/users/matching/${userId}?maxDistance=NaN`,
    `/api/users/matching/${userId}?maxDistance=1e400`,
    `/api/users/matching/${userId}?martialArts=${encodeURIComponent(",,,🥋,__proto__")}`,
    `/api/users/matching/${userId}?skillLevel[]=Beginner`,
    `/api/users/matching/${userId}?maxWeightDifference=Infinity`,
    "/api/users/matching/%00",
    "/api/users/%2e%2e/connections",
    "/api/connections/%00",
    `/api/messages?with=${"x".repeat(100)}`,
    "/api/messages?cursor=" + encodeURIComponent("🥋"),
    "/api/messages?cursor=" + Buffer.from("2026-01-01T00:00:00.000Z|../../x").toString("base64url"),
    "/api/messages?limit=0",
    "/api/group-chats?type=secret",
    "/api/group-chats/%00/messages",
    `/api/notifications/${userId}?x[]=1`,
    "/api/notifications/%2e%2e",
  ];
  for (const url of urls) {
    const reply = await stack.gateway.inject({ method: "GET", url, headers: { cookie } });
    expect(reply.statusCode, `${url}: ${reply.body}`).toBeLessThan(500);
  }
});
