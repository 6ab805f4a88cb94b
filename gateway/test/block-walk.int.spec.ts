import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Subscription } from "@nats-io/transport-node";
import { liveSubject } from "@kumite/contracts/live";
import { documentedOperations, operationName, untypedMembers, type Operation, type Schema } from "./api-document.ts";
import { positionOf, startStack, type Stack } from "./stack.ts";
import { buildWorld, type Resident, type World } from "./world.ts";

// The block rule walked over every documented route (/api/docs/json), as both members of a block:
// a route joins the walk as soon as its service documents it, without anyone editing this file.
// In a world where Ana, Ben and Cy each have one of everything and share Cy's rooms, Ana blocks Ben.
// Then each of them, as a reader, calls every route aimed at the other's things, at Cy's shared
// rooms and at their own, and every write too, as the web would make it; afterwards no answer may
// show the other (their name, their username, anything they wrote), no write may have reached the
// other (the other's answers show nothing the reader wrote, the other's live stream heard nothing),
// and no answer is a 5xx. Before the block the same reads showed the other; after Ana lifts it,
// they see each other again.
//
// A route the walk cannot aim at fails it until taught here, and a route left out of it is named
// with its reason below, for review.

/** Operations the walk does not call, and why. */
const NOT_WALKED: Record<string, string> = {
  "POST /api/auth/register": "signed out: there is no member to walk as",
  "POST /api/auth/login": "signed out: there is no member to walk as",
  "POST /api/auth/logout": "it would end the walker's session",
  "DELETE /api/auth/delete-account": "it would end the walker's account",
  "POST /api/users/{id}/block": "the walk's own subject: it blocks and unblocks on purpose",
  "POST /api/users/{id}/unblock": "the walk's own subject: it blocks and unblocks on purpose",
  "POST /api/moderation/appeals": "open: a suspended member's ticket, no session",
  "GET /api/dojo-events/feeds/{token}": "open: a calendar feed by its secret token, no session",
};
/** Writes a member may aim at the other's things across a block, and why. */
const MAY_ACT_ON_THE_OTHERS: Record<string, string> = {
  "POST /api/reports": "reporting whom one blocked, or who blocked you, is how harassment is stopped",
  "POST /api/dojos/{id}/invitations/{invitationId}/decline": "saying no to an invitation reaches nobody",
  "POST /api/dojos/{id}/members/{memberId}/remove": "an owner or leader removes whom they blocked, or who blocked them",
  "POST /api/dojos/{id}/bars/{memberId}/lift": "lifting a bar reaches nobody until they choose to join",
  "POST /api/group-chats/{id}/members/{memberId}/remove":
    "a match chat's creator removes whom they blocked, or who blocked them",
  "POST /api/group-chats/{id}/join":
    "a gym's chat is a public room nobody owns: a block hides the two inside it and never keeps either out",
  "POST /api/group-chats/{id}/messages":
    "in a gym's chat (a public room) one posts to the room, and the walk's reads and live check show the other neither reads nor hears it; the other's match chat refuses a non-member",
  "PUT /api/users/{id}/dojo-role": "an owner takes a role away from whom they blocked, or who blocked them",
  "POST /api/gyms/{id}/open-mats": "a gym is a public place: its timetable is not the member who listed the gym",
  "POST /api/gyms/{id}/open-mats/{openMatId}/confirm": "a gym's timetable is a public place's, not its lister's",
  "POST /api/gyms/{id}/open-mats/{openMatId}/flag": "a gym's timetable is a public place's, not its lister's",
};
/** Reads that show the other member by design, and why. */
const SHOWS_THE_OTHER: Record<string, string> = {
  "GET /api/blocks": "the blocker's own list of whom they blocked, to unblock them",
};
/** Reads that must show the other before the block: the walk's proof that its check can see them. */
const SEEN_BEFORE = [
  "GET /api/users/{id}",
  "GET /api/users/{id}/posts",
  "GET /api/posts",
  "GET /api/posts/{id}",
  "GET /api/posts/{id}/comments",
  "GET /api/messages/conversations",
  "GET /api/group-chats/{id}/messages",
  "GET /api/dojos",
  "GET /api/dojos/{id}/events",
  "GET /api/dojo-events/{id}",
  "GET /api/group-chats",
];

type Aim = "other" | "shared" | "own";
type Call = {
  operation: Operation;
  aim: Aim;
  method: string;
  url: string;
  payload?: object;
  /** The call names the other member or one of their things. */
  namesTheOther?: boolean;
};

let stack: Stack;
let world: World;
let operations: Operation[];
beforeAll(async () => {
  stack = await startStack();
  world = await buildWorld(stack);
  operations = (await documentedOperations(stack)).filter((operation) => !(operationName(operation) in NOT_WALKED));
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

it("holds the block on every documented route, both ways, and lifts it on unblock", { timeout: 240_000 }, async () => {
  const { ana, ben, cy } = world.residents;
  const pairs = [
    [ana, ben],
    [ben, ana],
  ] as const;

  // Before: each sees the other where the world put them, and every member a reply holds sits
  // where its schema types a member, or the screen could not find them once the block is made.
  const seenBefore = new Set<string>();
  const memberIds = new Set([ana.id, ben.id, cy.id]);
  const untyped: string[] = [];
  for (const [reader, other] of pairs)
    for (const call of readsOf(reader, other, cy)) {
      const reply = await send(reader, call);
      if (shows(reply.body, other)) seenBefore.add(operationName(call.operation));
      const schema = call.operation.replies[String(reply.status)];
      if (reply.status < 300 && !(operationName(call.operation) in SHOWS_THE_OTHER))
        for (const path of untypedMembers(jsonOf(reply.body), schema, memberIds))
          untyped.push(`${describe(call, reader)}: a member at ${path} is not typed as one`);
    }
  expect(SEEN_BEFORE.filter((name) => !seenBefore.has(name))).toEqual([]);
  expect(untyped, untyped.join("\n")).toEqual([]);

  await setBlock(ana, ben, "block");
  // The block ends their connection (social's reaction, which tells both): done before the writes.
  await vi.waitFor(
    async () => {
      const connections = await send(ben, { method: "GET", url: "/api/connections" } as Call);
      expect(connections.body).not.toContain(ben.holdings.connection);
    },
    { timeout: 10_000, interval: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Every write, as each of them, aimed at the other: refused, or reaching nobody blocked.
  const failures: string[] = [];
  for (const [writer, other] of pairs) {
    const heard = await listen(other);
    for (const call of writesOf(writer, other, cy)) {
      const reply = await send(writer, call);
      if (reply.status >= 500) failures.push(`${describe(call, writer)} → ${reply.status} ${reply.body}`);
      const name = operationName(call.operation);
      if (call.namesTheOther && reply.status < 300 && !(name in MAY_ACT_ON_THE_OTHERS))
        failures.push(`${describe(call, writer)} reached ${other.key}: ${reply.status} ${reply.body.slice(0, 300)}`);
      if (reply.position) await stack.seenBy(reply.position);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    heard.subscription.unsubscribe();
    for (const hint of heard.hints) failures.push(`${other.key} heard a live hint while ${writer.key} wrote: ${hint}`);
  }

  // Every read, as each of them: nothing of the other.
  let reads = 0;
  for (const [reader, other] of pairs)
    for (const call of readsOf(reader, other, cy)) {
      const reply = await send(reader, call);
      reads++;
      if (reply.status >= 500) failures.push(`${describe(call, reader)} → ${reply.status} ${reply.body}`);
      if (operationName(call.operation) in SHOWS_THE_OTHER) continue;
      if (shows(reply.body, other, reader))
        failures.push(`${describe(call, reader)} shows ${other.key}: ${reply.status} ${reply.body.slice(0, 400)}`);
    }
  console.log(
    `block walk: ${operations.length} operations, ${reads} reads after the block, ${seenBefore.size} showed the other before it`,
  );
  expect(failures, failures.join("\n")).toEqual([]);
  // A bystander sees both.
  const cyPost = await send(cy, { method: "GET", url: `/api/posts/${cy.holdings.post}` } as Call);
  expect([cyPost.body.includes(ana.marker), cyPost.body.includes(ben.marker)]).toEqual([true, true]);

  // Ana lifts the block: they see and reach each other again.
  await setBlock(ana, ben, "unblock");
  for (const [reader, other] of pairs) {
    const profile = await send(reader, { method: "GET", url: `/api/users/${other.id}` } as Call);
    expect([profile.status, shows(profile.body, other)]).toEqual([200, true]);
    const posts = await send(reader, { method: "GET", url: `/api/users/${other.id}/posts` } as Call);
    expect(posts.body).toContain(other.marker);
    const message = await send(reader, {
      method: "POST",
      url: "/api/messages",
      payload: { senderId: reader.id, receiverId: other.id, content: `Again ${reader.marker}` },
    } as Call);
    expect(message.status).toBe(201);
  }
});

/**
 * Whether a reply shows `other` to `reader`: their name, their username or anything they wrote,
 * leaving aside the messages the reader's own block collapsed (shown folded, opened on request).
 */
function shows(body: string, other: Resident, reader?: Resident): boolean {
  const text = reader ? withoutCollapsed(body) : body;
  return text.includes(other.displayName) || text.includes(other.username) || text.includes(other.marker);
}

/** A reply's JSON; null for one that is not (a calendar feed's text). */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function withoutCollapsed(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), (_key, value: unknown) =>
      Array.isArray(value)
        ? value.filter((entry) => (entry as { fromBlocked?: unknown })?.fromBlocked !== true)
        : value,
    );
  } catch {
    return body;
  }
}

/** Blocks or unblocks, and waits until every service knows. */
async function setBlock(blocker: Resident, blocked: Resident, action: "block" | "unblock") {
  const reply = await send(blocker, {
    method: "POST",
    url: `/api/users/${blocked.id}/${action}`,
    payload: { blockerId: blocker.id },
  } as Call);
  expect(reply.status).toBe(200);
  await stack.seenBy(reply.position);
}

async function send(member: Resident, call: Call) {
  const reply = await stack.gateway.inject({
    method: call.method as "GET",
    url: call.url,
    headers: { cookie: member.cookie },
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const position = positionOf(reply);
  return { status: reply.statusCode, body: reply.body, position };
}

async function listen(member: Resident): Promise<{ hints: string[]; subscription: Subscription }> {
  const hints: string[] = [];
  const subscription = stack.nats.subscribe(liveSubject(member.id), {
    callback: (_error, message) => void hints.push(message.string()),
  });
  await stack.nats.flush();
  return { hints, subscription };
}

const describe = (call: Call, member: Resident) =>
  `${member.key}: ${call.method} ${call.url} (${operationName(call.operation)}, aimed at the ${call.aim}'s)`;

function readsOf(reader: Resident, other: Resident, cy: Resident): Call[] {
  return operations
    .filter((operation) => operation.method === "GET")
    .flatMap((operation) => aimed(operation, reader, other, cy));
}

function writesOf(reader: Resident, other: Resident, cy: Resident): Call[] {
  return operations
    .filter((operation) => operation.method !== "GET")
    .flatMap((operation) => aimed(operation, reader, other, cy));
}

/**
 * The calls of one operation: aimed at the other's things, at Cy's shared rooms and at the reader's
 * own (through its path, or the dojo or gym its query filters by), and once with no filter at all.
 */
function aimed(operation: Operation, reader: Resident, other: Resident, cy: Resident): Call[] {
  const owners: Record<Aim, Resident> = { other, shared: cy, own: reader };
  const queries = operation.parameters.filter((parameter) => parameter.in === "query");
  const aimable =
    operation.parameters.some((parameter) => parameter.in === "path") ||
    queries.some((parameter) => RESOURCE_FILTERS.has(parameter.name));
  const calls = (aimable ? (["other", "shared", "own"] as const) : (["other"] as const)).map((aim) =>
    callOf(operation, aim, reader, other, owners[aim], true),
  );
  const filtered = queries.some((parameter) => RESOURCE_FILTERS.has(parameter.name) && !parameter.required);
  const all = filtered ? [...calls, callOf(operation, "other", reader, other, other, false)] : calls;
  // A path that names only members is the same call whoever's things it aims at.
  return all.filter((call, index) => all.findIndex((first) => first.url === call.url) === index);
}

/** Query parameters that narrow a list to one dojo's or gym's things. */
const RESOURCE_FILTERS = new Set(["dojoId", "gymId"]);

function callOf(
  operation: Operation,
  aim: Aim,
  reader: Resident,
  other: Resident,
  owner: Resident,
  filter: boolean,
): Call {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValue(operation.path, name, reader, other, owner)),
  );
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === "query")) {
    if (!filter && RESOURCE_FILTERS.has(parameter.name)) continue;
    const value = queryValue(parameter.name, other, owner);
    if (value !== undefined) query.set(parameter.name, value);
    else if (parameter.required)
      throw new Error(`the walk cannot aim ${operationName(operation)}'s query ${parameter.name}: teach it`);
  }
  const url = query.size > 0 ? `${path}?${query}` : path;
  const payload = operation.body ? (bodyOf(operation.body, reader, other, owner) as object) : undefined;
  const theirs = [other.id, ...Object.values(other.holdings)];
  const namesTheOther = theirs.some((id) => url.includes(id) || JSON.stringify(payload ?? {}).includes(id));
  return { operation, aim, method: operation.method, url, payload, namesTheOther };
}

function pathValue(path: string, name: string, reader: Resident, other: Resident, owner: Resident): string {
  const { holdings } = owner;
  if (path.startsWith("/api/users/matching/") || path.startsWith("/api/notifications/{userId}")) return reader.id;
  if (name === "userId" || name === "memberId" || path.startsWith("/api/users/{id}")) return other.id;
  if (path.startsWith("/api/notifications/")) return reader.holdings.notification;
  if (name === "invitationId") return "no-such-invitation";
  if (name === "openMatId") return holdings.openMat;
  if (name === "dojoId") return holdings.dojo;
  const resource = path.split("/")[2];
  const byResource: Record<string, string> = {
    dojos: holdings.dojo,
    "dojo-events": holdings.event,
    "group-chats": aimAtGroup(owner, other),
    gyms: holdings.gym,
    posts: holdings.post,
    connections: reader.holdings.connection,
    objects: holdings.upload,
    account: holdings.dataExport,
  };
  const value = byResource[resource ?? ""];
  if (name === "id" && value) return value;
  throw new Error(`the walk cannot aim ${path}'s {${name}}: teach it`);
}

/** The other's group chat; Cy's is shared by all three. */
const aimAtGroup = (owner: Resident, other: Resident) =>
  owner === other ? owner.holdings.gymChat : owner.holdings.group;

function queryValue(name: string, other: Resident, owner: Resident): string | undefined {
  const values: Record<string, string> = {
    search: world.tag,
    with: other.id,
    user: other.id,
    userId: other.id,
    dojoId: owner.holdings.dojo,
    gymId: owner.holdings.gym,
    latitude: "41.15",
    longitude: "-8.61",
    radius: "100",
    maxDistance: "500",
    limit: "50",
    // Gym's address lookup answers places, never members: the walk checks it shows neither.
    address: "Rua Barata Ribeiro 370, Rio de Janeiro",
  };
  return values[name];
}

const OTHER_FIELDS = new Set(["userId", "receiverId", "connectedUserId", "memberId", "reportedUserId"]);
const SELF_FIELDS = new Set(["authorId", "senderId", "createdBy", "blockerId", "reporterId"]);
const IN_THE_FUTURE = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();

/**
 * A body as the web would send it: the reader acting, aimed at the other or the owner's things.
 * What a member writes for others to read (a post, a comment, a message: `content`) carries the
 * reader's marker; the facts of a place (a dojo's or gym's name, an event's title) do not, since a
 * block hides members and what they wrote, not the dojos and gyms they run.
 */
function bodyOf(schema: Schema, reader: Resident, other: Resident, owner: Resident, name = ""): unknown {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length)
    return bodyOf(choices.find((choice) => choice.type !== "null") ?? choices[0]!, reader, other, owner, name);
  if (OTHER_FIELDS.has(name)) return other.id;
  if (SELF_FIELDS.has(name)) return reader.id;
  const named: Record<string, unknown> = {
    postId: owner.holdings.post,
    dojoId: owner.holdings.dojo,
    gymId: owner.holdings.gym,
    password: reader.password,
    email: reader.email,
    eventDate: IN_THE_FUTURE,
    latitude: 41.15,
    longitude: -8.61,
    start: "18:00",
    end: "19:30",
    website: "example.com",
    phone: "+351 21 000 0000",
    martialArts: ["Judo"],
  };
  if (name in named) return named[name];
  if (schema.enum?.length) return schema.enum[0];
  if ("const" in schema) return (schema as { const: unknown }).const;
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          bodyOf(property, reader, other, owner, key),
        ]),
      );
    case "array":
      return schema.minItems ? [bodyOf(schema.items ?? {}, reader, other, owner, name)] : [];
    case "boolean":
      return false;
    case "integer":
    case "number":
      return Math.min(schema.maximum ?? 10, Math.max(schema.minimum ?? 0, 10));
    case "string":
      if (schema.format === "date-time") return IN_THE_FUTURE;
      return name === "content" ? `Walk ${reader.marker}` : "Walk";
    default:
      return "Walk";
  }
}
