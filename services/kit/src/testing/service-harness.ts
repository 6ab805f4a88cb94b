import { caughtUp } from "../projection/caught-up.ts";
import pino from "pino";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { ACTOR_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import {
  IDENTITY_STREAM,
  PUBLIC_PROFILE_DEFAULTS,
  userSubject,
  type UserEvent,
  type UserRegistered,
} from "@kumite/contracts/identity/events";
import { homeCellOf } from "@kumite/contracts/identity/cells";
import type { RegisterInput } from "@kumite/contracts/identity/commands";
import { signActor } from "../actor.ts";
import { EventStore } from "../event-store.ts";
import { newId } from "../ids.ts";
import { createMemoryReadStore } from "../read-store/memory.ts";
import type { AggregateDefinitions, ServiceDefinition } from "../service/define-service.ts";
import { startService, type ServiceConnections } from "../service/start-service.ts";
import { applied } from "./applied.ts";
import { testConnections, uniqueName } from "./connections.ts";
import "./provided-context.ts";

// One service, started from its declaration on the test NATS and Redis with a memory read store,
// and callers that act as a member the way the gateway would (a signed actor header).

export const TEST_ACTOR_SECRET = "test-actor-secret-that-is-long-enough-for-hmac";

export type Call = Omit<InjectOptions, "method" | "url" | "payload" | "body"> & { body?: unknown };
export type Caller = {
  get(url: string, options?: Call): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: Call): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: Call): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, options?: Call): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown, options?: Call): Promise<LightMyRequestResponse>;
};
export type TestMember = Caller & { id: string; displayName: string; username: string };
/** A member's public profile, and where they live as identity is told it: a point, or null for none. */
export type MemberSeed = Partial<Omit<UserRegistered, "userId">> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** A started service; `TestService<typeof someService>` knows that service's own dependencies. */
export type TestService<Definition = ServiceDefinition<AggregateDefinitions, object>> =
  Definition extends ServiceDefinition<infer Definitions, infer Extra>
    ? Awaited<ReturnType<typeof startTestService<Definitions, Extra>>>
    : never;

export async function startTestService<Definitions extends AggregateDefinitions, Extra>(
  definition: ServiceDefinition<Definitions, Extra>,
  options: { env?: NodeJS.ProcessEnv; connections?: Partial<ServiceConnections>; natsUrl?: string } = {},
) {
  const connections = await testConnections(definition.name, options.natsUrl);
  const service = await startService(definition, {
    ...connections,
    store: createMemoryReadStore(),
    logger: pino({ level: "silent" }),
    logRequests: false,
    actorSecret: TEST_ACTOR_SECRET,
    consumerPrefix: uniqueName(definition.name),
    // Its reactions take every event for themselves, not sharing them with other test files' instances.
    reactionGroup: uniqueName(definition.name),
    env: { ...process.env, ...options.env },
    ...options.connections,
  });
  await caughtUp(service.deps.projector);
  const events = new EventStore(connections.nats);
  /** One of identity's public events, on identity's stream, as identity would append it. */
  const identityEvent = async (event: UserEvent) => {
    const userId = event.data.userId;
    await events.ensureStream(IDENTITY_STREAM);
    return events.publish(userSubject(userId), {
      id: newId(),
      aggregateId: userId,
      occurredAt: new Date().toISOString(),
      actorId: userId,
      ...event,
    });
  };

  const callerAs = (userId: string | null): Caller => {
    const call =
      (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
      (url: string, body?: unknown, extra: Call = {}) => {
        const { headers, body: _ignored, query, ...rest } = extra;
        // The header is signed for the call's method, path and query, as the service will see them.
        const target = withQuery(url, query);
        return service.app.inject({
          method,
          url: target,
          ...(body === undefined
            ? {}
            : typeof body === "string" || Buffer.isBuffer(body)
              ? { payload: body }
              : { payload: body as object }),
          ...rest,
          headers: { ...headers, [ACTOR_HEADER]: signActor(userId, TEST_ACTOR_SECRET, { method, url: target }) },
        });
      };
    return {
      get: (url, extra) => call("GET")(url, undefined, extra),
      post: call("POST"),
      put: call("PUT"),
      patch: call("PATCH"),
      delete: call("DELETE"),
    };
  };

  return {
    app: service.app,
    deps: service.deps,
    /** Calls as nobody: a signed-out visitor. */
    signedOut: callerAs(null),
    /** Calls as this member id (known to the service or not). */
    as: callerAs,
    /**
     * A member as every context learns of them: UserRegistered on identity's stream. Services that
     * project identity's events know them once this returns.
     */
    async member({ latitude, longitude, ...profile }: MemberSeed = {}): Promise<TestMember> {
      const userId = newId();
      const tag = userId.slice(0, 8);
      // Every optional field at its sign-up default; a point given becomes its cell, as identity does.
      const data: UserRegistered = {
        userId,
        username: `member_${tag}`,
        displayName: `Member ${tag}`,
        ...PUBLIC_PROFILE_DEFAULTS,
        ...(latitude !== undefined && longitude !== undefined ? { cell: homeCellOf({ latitude, longitude }) } : {}),
        ...profile,
      };
      const position = await identityEvent({ type: "UserRegistered", data });
      await applied(service.deps.projector, position);
      return { id: userId, displayName: data.displayName, username: data.username, ...callerAs(userId) };
    },
    /**
     * Appends one of identity's public events (a rename, a deletion) as identity would. Returns its
     * position token: send it as POSITION_HEADER for a query that must see the event.
     */
    async userEvent(event: Exclude<UserEvent, { type: "UserRegistered" }>): Promise<string> {
      const position = await identityEvent(event);
      return `${position.stream}:${position.sequence}`;
    },
    /** Identity only: signs a new member up through the API, as a visitor would. */
    async signUp(
      overrides: Partial<RegisterInput> = {},
    ): Promise<TestMember & { registration: RegisterInput; reply: LightMyRequestResponse; sessionId: string }> {
      const registration = newRegistration(overrides);
      const reply = await callerAs(null).post("/api/auth/register", registration);
      if (reply.statusCode !== 201) throw new Error(`sign-up failed: ${reply.statusCode} ${reply.body}`);
      const user = reply.json() as { id: string; displayName: string; username: string };
      const sessionId = reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";
      return {
        id: user.id,
        displayName: user.displayName,
        username: user.username,
        registration,
        reply,
        sessionId,
        ...callerAs(user.id),
      };
    },
    async close() {
      await service.app.close();
      await service.stop();
      await connections.close();
    },
  };
}

/** The URL inject sends for `url` and a `query` option (light-my-request's own merge). */
function withQuery(url: string, query: InjectOptions["query"]): string {
  const parsed = new URL(url.startsWith("//") ? `http://localhost${url}` : url, "http://localhost");
  if (typeof query === "string") {
    const params = new URLSearchParams(query);
    for (const key of params.keys()) {
      parsed.searchParams.delete(key);
      for (const value of params.getAll(key)) parsed.searchParams.append(key, value);
    }
  } else {
    for (const [key, value] of Object.entries(query ?? {})) {
      if (Array.isArray(value)) {
        parsed.searchParams.delete(key);
        for (const item of value) parsed.searchParams.append(key, item);
      } else parsed.searchParams.set(key, value);
    }
  }
  return parsed.pathname + parsed.search;
}

let registrations = 0;
/** A valid sign-up body with a unique email and username. */
export function newRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const tag = `${Date.now().toString(36)}${(registrations++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `member-${tag}@example.com`,
    password: "correct horse battery",
    username: `member_${tag}`,
    displayName: `Member ${tag}`,
    ...overrides,
  };
}
