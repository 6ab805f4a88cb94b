import { afterAll, beforeAll, expect, it } from "vitest";
import { ACTOR_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { DOMAIN_ERROR_CODES, KIND_ERROR_CODES } from "@kumite/contracts/error-codes";
import { SERVICE_NAMES } from "@kumite/contracts/services";
import { MARTIAL_ARTS } from "@kumite/contracts/values";
import { documentedOperations, operationName, type Operation, type Schema } from "./api-document.ts";
import { startStack, type Stack } from "./stack.ts";
import { issueAppealTicket } from "@kumite/kit/sessions";
import { buildWorld } from "./world.ts";
import { seededRandom } from "../../infra/seed/sample-content.ts";
import { ONE_PIXEL_PNG } from "../../services/social/test/files.ts";

// Fuzzing every route of every service through the gateway: thousands of generated calls with
// wrong types, deep nesting, huge strings, odd unicode (lone surrogates, RTL, zero-width, NUL), odd
// content types, prototype-pollution keys, array query parameters and odd path ids, signed in and
// signed out. Whatever the input, the answer must come within SLOW_MS and must not be a 5xx (a 503
// with Retry-After, "ask again", aside): bad input is the client's fault and gets a 4xx.
//
// One round over the routes in every WELL_FORMED_EVERY is well-formed, made as the web app would
// make it (signed in, ids of the running stack, values that fit): on each route at least half of
// those must get past the gateway and validation to the route's handler (a 2xx, or a refusal only a
// handler gives: a domain error's code). A fuzz whose every call is refused earlier proves nothing.
// The member fuzzes in a world with one of every kind of thing to aim at (world.ts), and bodies name
// the actor where SPEC's do: each route must also do its work at least once, past not-found,
// forbidden and invalid input (the count of such calls is printed per route).
//
// The routes come from the merged OpenAPI document at /api/docs/json, so a new route is fuzzed as
// soon as its service documents it. The calls are generated from a seeded PRNG, all before the
// first is sent: FUZZ_SEED=<seed> repeats a run (the seed is printed), FUZZ_REQUESTS sets how many.

const SEED = Number(process.env.FUZZ_SEED ?? 0x6b756d69) >>> 0;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
const CONCURRENCY = 8;
/** A write answers once its own read models applied it, which the kit waits for up to 10 s under load. */
const SLOW_MS = 10_000;
const JSON_TYPE = "application/json";
const WELL_FORMED_EVERY = 8;
const SIGN_IN = "/api/auth/login";
const DELETE_ACCOUNT = "/api/auth/delete-account";
/** The codes of refusals that come from a route's handler (its decider, its checks), never before it. */
const HANDLER_CODES = new Set<string>([...DOMAIN_ERROR_CODES, ...KIND_ERROR_CODES]);

/** A value resolved when the call is sent: ids that exist only once the stack runs. */
type Known =
  | "self"
  | "other"
  | "post"
  | "upload"
  | "email"
  | "password"
  | "dojo"
  | "event"
  | "group"
  | "gym"
  | "openMat"
  | "notification"
  | "connection"
  | "invitation"
  | "feedToken"
  | "ticket"
  | "stranger"
  | "invitee"
  | "dojoMember"
  | "gymChat"
  | "pendingRequest"
  | "dataExport";
type Call = {
  index: number;
  operation: Operation;
  method: string;
  /** The URL, with `{known:…}` placeholders for ids of the running stack. */
  url: string;
  headers: Record<string, string>;
  session: "member" | "spare" | "doomed" | "exporter" | "leaver" | "none";
  payload?: string | Buffer;
  /** Made as the web app would make it: it should reach the route's handler. */
  wellFormed: boolean;
};

let stack: Stack;
let known: Record<Known, string> & { cookie: string; spareCookie: string };
/** A member of the fuzzing member's dojo, who leaves it. */
let leaver: { id: string; cookie: string };
/** Members whose accounts the well-formed deletions delete, one each. */
let doomed: Array<{ cookie: string; password: string }>;
/** Members who ask for their data, one each: a member may ask once every 10 minutes. */
let exporters: string[];
beforeAll(async () => {
  stack = await startStack();
  // The member fuzzes with one of every kind of thing to aim at (world.ts); Cy, connected and in
  // the member's rooms, is the other member; a spare session is signed out by the logout calls.
  const world = await buildWorld(stack);
  const { ana, ben, cy } = world.residents;
  leaver = world.newcomers.fay;
  const spare = await stack.signUp();
  doomed = [];
  exporters = [];
  for (let count = 0; count < Math.ceil(REQUESTS / WELL_FORMED_EVERY / 60) + 1; count++) {
    const member = await stack.signUp();
    doomed.push({ cookie: member.cookie, password: member.registration.password });
    exporters.push((await stack.signUp()).cookie);
  }
  const { holdings } = ana;
  known = {
    self: ana.id,
    email: ana.email,
    password: ana.password,
    other: cy.id,
    post: holdings.post,
    upload: holdings.upload,
    dojo: holdings.dojo,
    event: holdings.event,
    group: holdings.group,
    gym: holdings.gym,
    openMat: holdings.openMat,
    notification: holdings.notification,
    connection: holdings.connection,
    invitation: holdings.invitation!,
    feedToken: holdings.feedToken,
    // An appeal's ticket, as identity hands one to a suspended member (used once).
    ticket: await issueAppealTicket(stack.services.moderation.deps.redis, ana.id),
    // Blocked and unblocked: nobody the other calls need.
    stranger: ben.id,
    invitee: world.newcomers.dee.id,
    dojoMember: world.newcomers.eli.id,
    gymChat: holdings.gymChat,
    pendingRequest: holdings.pendingRequest!,
    // Asked for as the world was built: its archive is ready soon after.
    dataExport: holdings.dataExport,
    cookie: ana.cookie,
    spareCookie: spare.cookie,
  };
});
afterAll(async () => {
  await stack?.close();
});

it(
  `answers ${REQUESTS} generated calls on every route with no 5xx, each within ${SLOW_MS / 1000} s, well-formed ones from the handler`,
  { timeout: 180_000 },
  async () => {
    const operations = await documentedOperations(stack);
    // Every service's routes, and the gateway's own (a member's data archive).
    expect(new Set(operations.map((operation) => operation.service))).toEqual(new Set([...SERVICE_NAMES, "gateway"]));
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats it), ${REQUESTS} calls over ${operations.length} documented routes`,
    );

    const random = prng(SEED);
    const calls = Array.from({ length: REQUESTS }, (_, index) => {
      const operation = operations[index % operations.length]!;
      return Math.floor(index / operations.length) % WELL_FORMED_EVERY === 0
        ? wellFormedCall(random, operation, index)
        : generateCall(random, operation, index);
    });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const wellFormed = new Map<Operation, { sent: number; reached: number; past: number; answers: string[] }>();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < calls.length) {
          const call = calls[next++]!;
          const { status, ms, body, retryAfter } = await send(call);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          // A 503 with Retry-After (read models a moment behind on a loaded machine) is "ask again", not a fault.
          const askAgain = status === 503 && retryAfter !== undefined;
          if ((status >= 500 && !askAgain) || ms > SLOW_MS) failures.push(describe(call, status, ms, body));
          if (!call.wellFormed) continue;
          const tally = wellFormed.get(call.operation) ?? { sent: 0, reached: 0, past: 0, answers: [] };
          wellFormed.set(call.operation, tally);
          tally.sent++;
          if (pastTheDoor(status)) tally.past++;
          if (reachedHandler(status, body)) tally.reached++;
          if (!pastTheDoor(status) || !reachedHandler(status, body)) tally.answers.push(`${status} ${excerpt(body)}`);
        }
      }),
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(
      `fuzz: ${calls.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s: ${byStatus.join(" ")}`,
    );
    expect(failures, failures.slice(0, 20).join("\n\n")).toEqual([]);
    expect([...wellFormed.keys()]).toHaveLength(operations.length);
    const refusedBeforeHandler = [...wellFormed]
      .filter(([, tally]) => tally.reached < tally.sent / 2)
      .map(
        ([operation, tally]) =>
          `${operation.method} ${operation.path}: ${tally.reached} of ${tally.sent} well-formed calls reached the handler; the others got ${[...new Set(tally.answers)].join(", ")}`,
      );
    expect(refusedBeforeHandler, refusedBeforeHandler.join("\n")).toEqual([]);
    // Each operation did its work at least once: a fuzz that only ever meets not-found, forbidden
    // or invalid input has not tried the route.
    const tallies = [...wellFormed].map(([operation, tally]) => ({ name: operationName(operation), ...tally }));
    console.log(
      "fuzz: well-formed calls past not-found, forbidden and validation, by operation:\n" +
        tallies.map((tally) => `  ${tally.past}/${tally.sent} ${tally.name}`).join("\n"),
    );
    const neverReached = tallies
      .filter((tally) => tally.past === 0)
      .map((tally) => `${tally.name}: ${[...new Set(tally.answers)].slice(0, 3).join(", ")}`);
    expect(neverReached, neverReached.join("\n")).toEqual([]);
  },
);

/** A success or a refusal of the act itself (a conflict, a limit), not of who or what it named. */
const pastTheDoor = (status: number) => status < 300 || ![400, 401, 403, 404, 429].includes(status);

/** Answered by the route's handler: a success, or a refusal with a code only a handler gives. */
function reachedHandler(status: number, body: string): boolean {
  if (status >= 200 && status < 300) return true;
  const code = codeOf(body);
  return code !== null && HANDLER_CODES.has(code);
}

function codeOf(body: string): string | null {
  try {
    const code: unknown = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

/** Whose session a well-formed call goes with: the ones that sign out, delete, leave or ask for data use their own members. */
function sessionFor({ method, path }: Operation): Call["session"] {
  if (path.endsWith("/logout")) return "spare";
  if (method === "POST" && path === "/api/account/exports") return "exporter";
  if (path === DELETE_ACCOUNT) return "doomed";
  if (path === "/api/dojos/{id}/leave") return "leaver";
  return "member";
}

/**
 * The known member's feed token, once the feed answers to it: the fuzz's own renewals (8 calls run
 * at once) retire tokens, and on a loaded machine dojo hears of the member a moment after identity.
 */
async function currentFeedToken(): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const reply = await stack.gateway.inject({
      method: "GET",
      url: "/api/dojo-events/calendar-feed",
      headers: { cookie: known.cookie },
    });
    const token = String((reply.json() as { url: string }).url)
      .split("/")
      .pop()!;
    const feed = await stack.gateway.inject({ method: "GET", url: `/api/dojo-events/feeds/${token}` });
    if (feed.statusCode === 200 || Date.now() > deadline) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fills in the ids of the running stack, and the time for a forged actor header. */
const resolveKnown = (text: string) =>
  text.replace(/\{known:(\w+)\}/g, (_, name: Known) => known[name]).replace("{now}", String(Date.now()));

async function send(call: Call) {
  const victim = call.session === "doomed" ? (doomed.shift() ?? { cookie: "", password: "" }) : null;
  const cookie = {
    member: known.cookie,
    spare: known.spareCookie,
    doomed: victim?.cookie,
    exporter: call.session === "exporter" ? (exporters.shift() ?? "") : undefined,
    leaver: leaver.cookie,
    none: undefined,
  }[call.session];
  // A renewal retires the feed's token: a feed call asks for the one that stands now.
  if (call.url.includes("{known:feedToken}")) known.feedToken = await currentFeedToken();
  const resolve = (text: string) =>
    resolveKnown(call.session === "leaver" ? text.replaceAll("{known:self}", leaver.id) : text).replace(
      "{doomed:password}",
      victim?.password ?? "",
    );
  const headers = Object.fromEntries(Object.entries(call.headers).map(([name, value]) => [name, resolve(value)]));
  if (cookie && !headers.cookie) headers.cookie = cookie;
  const started = performance.now();
  const reply = await stack.gateway.inject({
    method: call.method as "GET",
    url: resolve(call.url),
    headers,
    remoteAddress: "10.200.0.1",
    ...(call.payload === undefined
      ? {}
      : { payload: typeof call.payload === "string" ? resolve(call.payload) : call.payload }),
  });
  const retryAfter = reply.headers["retry-after"];
  return { status: reply.statusCode, ms: performance.now() - started, body: reply.body, retryAfter };
}

function describe(call: Call, status: number, ms: number, body: string): string {
  const payload =
    call.payload === undefined
      ? "(none)"
      : excerpt(
          Buffer.isBuffer(call.payload)
            ? `<${call.payload.length} bytes> ${call.payload.toString("hex", 0, 60)}`
            : call.payload,
        );
  return [
    `#${call.index} ${call.method} ${excerpt(call.url)} (${call.operation.method} ${call.operation.path}, ${call.session}) → ${status} in ${Math.round(ms)} ms`,
    `  headers: ${JSON.stringify(call.headers)}`,
    `  body: ${payload}`,
    `  reply: ${excerpt(body)}`,
  ].join("\n");
}

const excerpt = (text: string) =>
  text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}… (${text.length} chars)` : JSON.stringify(text);

// ---------------------------------------------------------------------------------------------
// Generation

type Random = {
  (): number;
  int(below: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
};

/** The seed's generator (mulberry32), with the helpers the fuzzer picks inputs with. */
function prng(seed: number): Random {
  const { next } = seededRandom(seed);
  return Object.assign(next, {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
    chance: (probability: number) => next() < probability,
  });
}

const ODD_CHARACTERS = [
  "\ud800", // lone high surrogate
  "\udfff", // lone low surrogate
  "\u202e", // right-to-left override
  "\u200f", // right-to-left mark
  "\u200b", // zero-width space
  "\u200d", // zero-width joiner
  "\ufeff", // byte-order mark
  "\u0000", // NUL
  "\u0007",
  "\u2028", // line separator
  "\uffff",
  "🥋",
  "👨‍👩‍👧",
  "e\u0301",
  "ß",
  "İ",
  "ﷺ",
  "ש",
  "ع",
  "\\",
  '"',
  "'",
  "<",
  "%",
  "$",
  ".",
  "/",
  "\n",
  "\t",
];
const ODD_STRINGS = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "../../etc/passwd",
  "..",
  "%00",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  '{"$gt":""}',
  "$where",
  "(((((((((",
  "[object Object]",
  "2026-02-30T25:61:61.000Z",
  "\u202egnp.exe",
  "\u200b\u200b\u200b",
  "a\u0000b",
  "\ud800\ud800\udfff",
  "/api/objects/../../etc",
];

function oddString(random: Random): string {
  switch (random.int(6)) {
    case 0:
      return random.pick(ODD_STRINGS);
    case 1:
      return Array.from({ length: 1 + random.int(40) }, () => random.pick(ODD_CHARACTERS)).join("");
    case 2:
      return random.pick(ODD_CHARACTERS).repeat(1 + random.int(5000));
    case 3:
      return "x".repeat(random.pick([65, 201, 1001, 10_001, 100_000]));
    case 4:
      return String.fromCharCode(...Array.from({ length: 1 + random.int(30) }, () => random.int(0x10000)));
    default:
      return mixedText(random, 1 + random.int(60));
  }
}

/** Words and odd characters: text a lenient validator accepts, with what may trip a handler. */
function mixedText(random: Random, length: number): string {
  let text = "";
  while (text.length < length)
    text += random.chance(0.7)
      ? random.pick(["judo ", "kata ", "sparring ", "Kumite ", "#tag ", "@name "])
      : random.pick(ODD_CHARACTERS);
  return text.slice(0, length);
}

function oddValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 5 : 8)) {
    case 0:
      return oddString(random);
    case 1:
      return random.pick([0, -1, 1.5, -0.0001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 91, -181]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick([[], {}, [null], [""], [[]]]);
    case 4:
      return random.pick(ODD_STRINGS);
    case 5:
      return Array.from({ length: random.int(8) }, () => oddValue(random, depth + 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, () => [oddKey(random), oddValue(random, depth + 1)]),
      );
    default:
      return random.pick(["x".repeat(random.int(300)), mixedText(random, 20)]);
  }
}

const oddKey = (random: Random) =>
  random.pick([
    "__proto__",
    "constructor",
    "prototype",
    "",
    " ",
    "$set",
    "a.b",
    "\u0000",
    "🥋",
    "toString",
    "id",
    "_id",
  ]);

/** A value that fits the schema more often than not, odd characters included where it allows them. */
function plausible(random: Random, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return "x";
  if (schema.nullable && random.chance(0.15)) return null;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return plausible(random, random.pick(choices), depth + 1);
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  switch (schema.type) {
    case "string":
      return plausibleString(random, schema);
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      const value = min + random() * (max - min);
      return schema.type === "integer" ? Math.round(value) : value;
    }
    case "boolean":
      return random.chance(0.5);
    case "array": {
      const count = Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + random.int(4));
      return Array.from({ length: count }, () => plausible(random, schema.items, depth + 1));
    }
    case "object":
      return plausibleObject(random, schema, depth);
    default:
      return random.chance(0.5) ? "x" : 1;
  }
}

function plausibleObject(random: Random, schema: Schema, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(key) || random.chance(0.6)) object[key] = plausible(random, property, depth + 1);
  }
  return object;
}

function plausibleString(random: Random, schema: Schema): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const candidates = [
      "/api/objects/{known:upload}",
      "/api/objects/0b9f1c1e-0000-4000-a000-000000000000",
      "{known:post}",
      "{known:self}",
      "abc-123",
    ];
    const fitting = candidates.filter((candidate) => pattern.test(candidate.replace(/\{known:\w+\}/, "0b9f1c1e")));
    if (fitting.length > 0 && random.chance(0.8)) return random.pick(fitting);
  }
  if (schema.format === "email" || /email/i.test(schema.pattern ?? "")) return `fuzz-${random.int(1e9)}@example.com`;
  if (schema.format === "date-time") return new Date(1_700_000_000_000 + random.int(1e11)).toISOString();
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, min + 300);
  const length = min + random.int(max - min + 1);
  const text = random.chance(0.5) ? mixedText(random, length) : "k".repeat(length);
  // Counted in UTF-16 units, as zod counts: a surrogate pair cut in two stays a lone surrogate.
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

const ODD_CONTENT_TYPES = [
  "application/json;;;",
  "application/json; charset=utf-8; x",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/JSON",
  "application/json ; charset = utf-8",
  "application/merge-patch+json",
  "application/json, text/plain",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/octet-stream",
  "image/png",
  "*/*",
  "json",
  "application/",
  "/",
  "",
  ";",
  'application/json; boundary="unterminated',
  "a".repeat(2000),
];

const DEEP = (levels: number, open = "[", close = "]") => open.repeat(levels) + close.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);
const POLLUTION = [
  '{"__proto__":{"isAdmin":true,"userId":"someone"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  '{"a":1,"__proto__":{"a":2},"constructor":{}}',
];
const BROKEN = [
  "{",
  "}",
  '{"a":',
  '{"a":1,}',
  "[1,2,]",
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1} trailing',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  "\ufeff{}",
  "/* comment */ {}",
  '{"a":1,"a":2,"a":3}',
  "1".repeat(400) + "e999999",
  "-",
  "true false",
  "\u0000",
];

function generateCall(random: Random, operation: Operation, index: number): Call {
  const method = random.chance(0.9)
    ? operation.method
    : random.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);
  const headers: Record<string, string> = {};
  const path = operation.path.replace(/\{(\w+)\}/g, () => pathId(random));
  const url = path + queryOf(random, operation);

  const roll = random();
  let session: Call["session"] = roll < 0.55 ? "member" : "none";
  // Signing out with the member's own session would end it for the calls that follow.
  if (session === "member" && operation.path.endsWith("/logout")) session = "spare";
  if (roll >= 0.55 && roll < 0.65)
    headers.cookie = random.pick([
      "kumite_session=" + "A".repeat(43),
      "kumite_session=",
      "kumite_session=%ff%00",
      "kumite_session=a; kumite_session=b",
      "=;=;;",
      'kumite_session="quoted"',
    ]);
  if (random.chance(0.08))
    headers[ACTOR_HEADER] = random.pick(["{known:self}.{now}.forged", "..", "a.b.c.d", "", "{known:self}"]);
  if (random.chance(0.05))
    headers.connection = random.pick([ACTOR_HEADER, "content-length", "x-request-id, cookie", "close"]);
  if (random.chance(0.05))
    headers[POSITION_HEADER] = random.pick([
      "SOCIAL:abc",
      "IDENTITY:-1",
      "NOPE:1",
      ":",
      "SOCIAL:1e400",
      "SOCIAL:1,IDENTITY:2,SOCIAL:3",
      "x".repeat(3000),
    ]);
  if (random.chance(0.04))
    headers["idempotency-key"] = random.pick(["", "x".repeat(2000), "\u00ff\u00fe", "same-key", "../../"]);
  if (random.chance(0.03)) headers["x-request-id"] = random.pick(["", "x".repeat(2000), "../", "a b"]);
  if (random.chance(0.03)) headers["content-encoding"] = random.pick(["gzip", "br", "identity", "x"]);
  if (random.chance(0.02)) headers.accept = random.pick(["text/html", "application/xml", "*/*;q=0", "image/*"]);

  const call: Call = { index, operation, method, url, headers, session, wellFormed: false };
  if (method === "GET" || method === "HEAD") return call;
  const body = bodyOf(random, operation);
  if (body === undefined) return call;
  call.payload = body;
  headers["content-type"] = random.chance(0.6) ? JSON_TYPE : random.pick(ODD_CONTENT_TYPES);
  if (headers["content-type"] === "") delete headers["content-type"];
  return call;
}

function bodyOf(random: Random, operation: Operation): string | Buffer | undefined {
  const schema = operation.body ?? { type: "object", properties: {} };
  const properties = Object.keys(schema.properties ?? {});
  const someKey = () => (properties.length > 0 ? random.pick(properties) : "content");
  switch (random.int(operation.body ? 10 : 14)) {
    case 0: // fits the schema, odd characters included where strings allow them
      return JSON.stringify(plausible(random, schema));
    case 1: // mostly fits, some properties of the wrong type, an extra key
      return JSON.stringify({
        ...plausibleObject(random, schema),
        [someKey()]: oddValue(random),
        ...(random.chance(0.3) ? { [oddKey(random)]: oddValue(random) } : {}),
      });
    case 2: // every property odd
      return JSON.stringify(Object.fromEntries(properties.map((key) => [key, oddValue(random)])));
    case 3: {
      // deep nesting, in a property or at the top
      const levels = random.pick([100, 1000, 8000, 20_000]);
      const deep = random.chance(0.5) ? DEEP(levels) : deepObject(levels);
      return random.chance(0.7) ? `{${JSON.stringify(someKey())}:${deep}}` : deep;
    }
    case 4: {
      // a huge string: under the 1 MB limit (the service refuses it) or over it (the gateway does)
      const size = random.pick([50_000, 300_000, 1_000_000, 1_100_000]);
      return JSON.stringify({ ...plausibleObject(random, schema), [someKey()]: "é".repeat(size / 2) });
    }
    case 5: // prototype pollution, alone or mixed with what fits
      return random.chance(0.5)
        ? random.pick(POLLUTION)
        : JSON.stringify(plausibleObject(random, schema))
            .replace(/^\{/, `${random.pick(POLLUTION).slice(0, -1)},`)
            .replace(",}", "}");
    case 6: // not an object
      return JSON.stringify(random.pick([[], [1, 2], "text", 42, null, true, [plausible(random, schema)]]));
    case 7: // broken JSON
      return random.pick(BROKEN);
    case 8: // bytes that are not UTF-8
      return Buffer.concat([
        Buffer.from(`{"${someKey()}":"`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x00]),
        Buffer.from('"}'),
      ]);
    case 9:
      return random.pick(["", " ", "\n"]);
    default: // a call that takes no body
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Well-formed calls

/** The route's own method, signed in, the stack's ids in the path, and a query and body that fit. */
function wellFormedCall(random: Random, operation: Operation, index: number): Call {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => `{known:${knownIdIn(operation, name)}}`);
  const pairs = operation.parameters
    .filter((parameter) => parameter.in === "query" && (parameter.required || random.chance(0.5)))
    .map((parameter) => {
      const value = fitting(random, parameter.schema, parameter.name, operation);
      // A stack id's placeholder stays as it is, to be filled in when the call is sent.
      const known = /^\{known:\w+\}$/.test(String(value));
      return `${encode(parameter.name)}=${known ? String(value) : encode(String(value))}`;
    });
  const call: Call = {
    index,
    operation,
    method: operation.method,
    url: path + (pairs.length > 0 ? `?${pairs.join("&")}` : ""),
    headers: {},
    // Signing out or deleting the account with the member's own session would end it for the calls that follow.
    session: sessionFor(operation),
    wellFormed: true,
  };
  if (operation.body) {
    call.payload = JSON.stringify(fitting(random, operation.body, "", operation));
    call.headers["content-type"] = JSON_TYPE;
  } else if (operation.method === "PUT") {
    // An upload's bytes: a picture, which a reader of it is then served.
    call.payload = ONE_PIXEL_PNG;
    call.headers["content-type"] = "image/png";
  }
  return call;
}

/**
 * The stack's id a path parameter names: by the route (whom a route acts on, so it can do its work),
 * by the parameter's name, or by the collection before it.
 */
function knownIdIn(operation: Operation, name: string): Known {
  const { path, method } = operation;
  if (/^\/api\/users\/\{id\}\/(block|unblock)$/.test(path)) return "stranger";
  if (path === "/api/users/{id}/dojo-role") return "dojoMember";
  if (path === "/api/group-chats/{id}/join") return "gymChat";
  if (path === "/api/connections/{id}" && method === "PATCH") return "pendingRequest";
  if (name === "memberId") return path.startsWith("/api/dojos/") ? "dojoMember" : "other";
  const byName: Record<string, Known> = {
    openMatId: "openMat",
    invitationId: "invitation",
    dojoId: "dojo",
    token: "feedToken",
  };
  if (byName[name]) return byName[name];
  if (name === "userId") return path.startsWith("/api/messages/") ? "other" : "self";
  const collection = path
    .slice(0, path.indexOf(`{${name}}`))
    .split("/")
    .filter(Boolean)
    .pop();
  const byCollection: Record<string, Known> = {
    posts: "post",
    objects: "upload",
    uploads: "upload",
    users: "self",
    notifications: "notification",
    dojos: "dojo",
    "dojo-events": "event",
    "group-chats": "group",
    gyms: "gym",
    connections: "connection",
    exports: "dataExport",
  };
  return byCollection[collection ?? ""] ?? "other";
}

/**
 * The stack's id a body or query field names: the caller's own (as SPEC's bodies name the actor), or
 * whom the route acts on: the member invited to the dojo or the event, the other member.
 */
function knownIdOf(field: string, operation: Operation): Known | null {
  if (field === "userId" && operation.path === "/api/dojos/{id}/invite") return "invitee";
  if (field === "userId" && operation.path === "/api/dojo-events/{id}/invite") return "invitee";
  if (field === "userId" && operation.path === "/api/group-chats/{id}/members") return "other";
  if (["authorId", "userId", "senderId", "createdBy", "blockerId", "reporterId"].includes(field)) return "self";
  const byField: Record<string, Known> = { postId: "post", dojoId: "dojo", gymId: "gym" };
  if (byField[field]) return byField[field];
  if (field === "with" || /Id$/.test(field)) return "other";
  return null;
}

/** A value the schema accepts, with the stack's ids, email and password where the field names them. */
function fitting(random: Random, schema: Schema | undefined, field: string, operation: Operation): unknown {
  if (!schema) return "x";
  const choices = (schema.anyOf ?? schema.oneOf)?.filter((choice) => choice.type !== "null");
  if (choices && choices.length > 0) return fitting(random, random.pick(choices), field, operation);
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  switch (schema.type) {
    case "string":
      return fittingString(random, schema, field, operation);
    case "integer":
    case "number": {
      const min = schema.minimum ?? 0;
      const value = min + random() * ((schema.maximum ?? 100) - min);
      return schema.type === "integer" ? Math.round(value) : value;
    }
    case "boolean":
      return random.chance(0.5);
    case "array": {
      const count = Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + random.int(3));
      const items = Array.from({ length: count }, () =>
        JSON.stringify(fitting(random, schema.items, field, operation)),
      );
      // Lists of choices must not repeat one.
      return [...new Set(items)].map((item) => JSON.parse(item) as unknown);
    }
    case "object": {
      const keys = Object.keys(schema.properties ?? {}).filter(
        (key) => schema.required?.includes(key) || random.chance(0.5),
      );
      // A place is given whole or not at all.
      if (keys.includes("latitude") !== keys.includes("longitude"))
        keys.push(keys.includes("latitude") ? "longitude" : "latitude");
      return Object.fromEntries(keys.map((key) => [key, fitting(random, schema.properties![key], key, operation)]));
    }
    default:
      return "x";
  }
}

function fittingString(random: Random, schema: Schema, field: string, operation: Operation): string {
  const id = knownIdOf(field, operation);
  if (id) return `{known:${id}}`;
  // Signing in as the member; anywhere else (a sign-up, deleting the account) a fresh address and a wrong password.
  const signIn = operation.path === SIGN_IN;
  if (field === "email") return signIn ? "{known:email}" : `fuzz-${random.int(1e9)}@example.com`;
  if (field === "password")
    return signIn
      ? "{known:password}"
      : operation.path === DELETE_ACCOUNT
        ? "{doomed:password}"
        : `not the password ${random.int(1e9)}`;
  if (field === "ticket") return "{known:ticket}";
  // A filter's list of martial arts, comma-separated.
  if (field === "martialArts") return [...new Set([random.pick(MARTIAL_ARTS), random.pick(MARTIAL_ARTS)])].join(",");
  // A gym's contact details, the viewer's time zone, an open mat's times: as the web sends them.
  if (field === "website") return "https://example.com/";
  if (field === "phone") return "+351 21 000 0000";
  if (field === "timeZone") return random.pick(["UTC", "Europe/Lisbon", "America/Sao_Paulo", "Asia/Tokyo"]);
  if ((field === "start" || field === "end") && schema.pattern && new RegExp(schema.pattern).test("10:00")) {
    return field === "start" ? "10:00" : "12:00";
  }
  // An instant to come (an event's date), as the web sends it.
  if (schema.format === "date-time") return new Date(Date.UTC(2030, 0, 1) + random.int(1e10)).toISOString();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const fits = [`fuzz_${random.int(1e9)}`, "/api/objects/{known:upload}"].find((candidate) =>
      pattern.test(candidate.replace(/\{known:\w+\}/, "0b9f1c1e")),
    );
    if (fits) return fits;
  }
  const min = schema.minLength ?? 0;
  const length = Math.max(min, Math.min(schema.maxLength ?? 200, 1 + random.int(40)));
  return "Kumite judo kata sparring ".repeat(Math.ceil(length / 26) + 1).slice(0, length);
}

const ODD_IDS = [
  "%00",
  "%2e%2e",
  "..",
  ".",
  "%",
  "%zz",
  "%ED%A0%80",
  "%E2%80%AE",
  "%E2%80%8B",
  "%F0%9F%A5%8B",
  "%C0%AE",
  "%FF",
  "%2F",
  "a%2Fb",
  "x%00y",
  "%20",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "-1",
  "1e309",
  "{id}",
  "a;b",
  "a,b",
  "*",
  "$gt",
  "%3Cscript%3E",
  "0b9f1c1e-0000-4000-a000-000000000000",
];

function pathId(random: Random): string {
  const roll = random();
  if (roll < 0.35) return `{known:${random.pick(["self", "other", "post", "upload"] as const)}}`;
  if (roll < 0.9) return random.pick(ODD_IDS);
  return "a".repeat(random.pick([64, 65, 2000, 9000]));
}

/** Percent-encodes text as a client might, lone surrogates as the (invalid) bytes they would be in UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

function queryOf(random: Random, operation: Operation): string {
  const pairs: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== "query" || !random.chance(0.6)) continue;
    const repeats = random.chance(0.15) ? 2 + random.int(3) : 1;
    for (let count = 0; count < repeats; count++) {
      const value = random.chance(0.5) ? plausible(random, parameter.schema) : oddValue(random);
      pairs.push(
        `${encode(parameter.name)}=${encode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`,
      );
    }
  }
  if (random.chance(0.15)) {
    pairs.push(
      random.pick([
        "__proto__[admin]=1",
        "constructor[prototype][admin]=1",
        "a[]=1&a[]=2",
        "limit[]=1",
        "cursor[$gt]=",
        "=x",
        "&&&",
        "%",
        "a=%zz",
        "search=%ED%A0%80",
        "x=" + "y".repeat(6000),
      ]),
    );
  }
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}
