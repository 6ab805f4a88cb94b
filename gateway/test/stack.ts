import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { POSITION_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { parsePositions } from "@kumite/contracts/positions";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import type { AggregateDefinitions, ServiceDefinition } from "@kumite/kit/service";
import { SessionStore } from "@kumite/kit/sessions";
import {
  testConnections,
  newRegistration,
  startTestService,
  TEST_ACTOR_SECRET,
  type TestService,
} from "@kumite/kit/testing/harness";
import type { RegisterInput } from "@kumite/contracts/identity/commands";
import { startStandInGeocoder } from "../../infra/test/stand-in-geocoder.ts";
import { buildGateway, type GatewayOptions } from "../src/app.ts";
import { cachedSessions } from "../src/session-cache.ts";

// The gateway in front of every service of the catalog, each started from its declaration in this
// process, on the test NATS and Redis. `down` names services left unstarted, as if they had died.

export { TEST_ACTOR_SECRET };
export type Stack = Awaited<ReturnType<typeof startStack>>;

const CLOSED_PORT_URL = "http://127.0.0.1:9";

async function declarationOf(service: ServiceName): Promise<ServiceDefinition<AggregateDefinitions, object>> {
  const module = (await import(`../../services/${service}/src/service.ts`)) as {
    default: ServiceDefinition<AggregateDefinitions, object>;
  };
  return module.default;
}

export async function startStack(
  options: {
    authRateLimit?: number;
    openRateLimit?: number;
    down?: ServiceName[];
    gateway?: Pick<GatewayOptions, "webDist" | "securityHeaders" | "streamHeartbeatMs">;
  } = {},
) {
  const connections = await testConnections("stack");
  const uploadDir = mkdtempSync(join(tmpdir(), "kumite-uploads-"));
  // Gym's address lookup asks a table of places, as in the browser tests, never the Internet.
  const geocoder = await startStandInGeocoder();
  const services = {} as Record<ServiceName, TestService>;
  const upstreams = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    if (options.down?.includes(name)) {
      upstreams[name] = CLOSED_PORT_URL;
      continue;
    }
    services[name] = await startTestService(await declarationOf(name), {
      env: { UPLOAD_DIR: uploadDir, STORAGE: "disk", GEOCODER_URL: geocoder.url },
    });
    upstreams[name] = await services[name].app.listen({ port: 0, host: "127.0.0.1" });
  }

  const subscriber = connections.redis.duplicate();
  const gateway = await buildGateway({
    upstreams,
    sessions: await cachedSessions(new SessionStore(connections.redis), subscriber),
    redis: connections.redis,
    nats: connections.nats.connection,
    actorSecret: TEST_ACTOR_SECRET,
    authRateLimit: options.authRateLimit ?? 10_000,
    openRateLimit: options.openRateLimit ?? 10_000,
    logger: false,
    ...options.gateway,
  });

  return {
    gateway,
    services,
    /** The gateway's own NATS connection (the live stream subscribes on it); publish on it too. */
    nats: connections.nats.connection,
    /**
     * Signs a new member up through the gateway, as a browser would: their profile and session
     * cookie. From `remoteAddress` (127.0.0.1 by default): a test that limits sign-ups per address
     * signs up from one of its own.
     */
    async signUp(overrides: Partial<RegisterInput> = {}, remoteAddress?: string) {
      const registration = newRegistration(overrides);
      const reply = await gateway.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: registration,
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      if (reply.statusCode !== 201) throw new Error(`sign-up failed: ${reply.statusCode} ${reply.body}`);
      return {
        registration,
        user: reply.json() as { id: string; username: string; displayName: string },
        cookie: sessionCookieOf(reply),
        reply,
      };
    },
    /** A call through the gateway as the member whose session cookie this is. */
    call(url: string, cookie: string, { method = "GET", headers = {}, payload }: StackCall = {}) {
      return gateway.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
    },
    /** Waits until these services projected a write (a call does not wait for the caller's earlier writes). */
    async seenBy(position: string, names: readonly ServiceName[] = SERVICE_NAMES) {
      for (const name of names)
        for (const [stream, sequence] of parsePositions(position))
          expect(await services[name].deps.projector.waitFor(stream, sequence, 5000)).toBe(true);
    },
    async close() {
      await gateway.close();
      for (const service of Object.values(services)) await service.close();
      await subscriber.quit();
      await connections.close();
      await geocoder.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export type StackCall = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  payload?: object;
};

/** Where a write landed, for a later read or another service to wait for. */
export const positionOf = (reply: { headers: Record<string, unknown> }) => reply.headers[POSITION_HEADER] as string;

/** The session cookie a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(reply: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = reply.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error("the reply set no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}
