import pino from "pino";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { RegisterInput } from "@kumite/contracts/identity/commands";
import { createMemoryReadStore } from "@kumite/kit/read-store/memory";
import { SessionStore } from "@kumite/kit/sessions";
import { testConnections, uniqueName } from "@kumite/kit/testing/connections";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp as buildIdentity } from "../../services/identity/src/app.ts";
import { startIdentity } from "../../services/identity/src/identity.ts";
import { buildApp as buildSocial } from "../../services/social/src/app.ts";
import { startSocial } from "../../services/social/src/social.ts";
import { diskStorage } from "../../services/social/src/storage/disk.ts";
import { buildGateway } from "../src/app.ts";
import { cachedSessions } from "../src/session-cache.ts";
import { SERVICES, type ServiceName } from "../src/service-routes.ts";

// The gateway in front of real services, in this process, on the test NATS and Redis. Services
// that do not exist yet point at a closed port, as they would be down in production.

export const TEST_ACTOR_SECRET = "test-actor-secret-that-is-long-enough-for-hmac";
const CLOSED_PORT_URL = "http://127.0.0.1:9";

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function startStack(options: { authRateLimit?: number } = {}) {
  const connections = await testConnections("stack");
  const logger = pino({ level: "silent" });
  const identityDeps = await startIdentity({
    ...connections,
    store: createMemoryReadStore(),
    logger,
    consumerPrefix: uniqueName("identity"),
  });
  const identity = await buildIdentity(identityDeps, { actorSecret: TEST_ACTOR_SECRET, cookieSecure: false, logger: false });
  const identityUrl = await identity.listen({ port: 0, host: "127.0.0.1" });
  const socialDeps = await startSocial({
    nats: connections.nats,
    store: createMemoryReadStore(),
    storage: diskStorage(mkdtempSync(join(tmpdir(), "kumite-uploads-"))),
    logger,
    consumerPrefix: uniqueName("social"),
  });
  const social = await buildSocial(socialDeps, { actorSecret: TEST_ACTOR_SECRET, logger: false });
  const socialUrl = await social.listen({ port: 0, host: "127.0.0.1" });

  const subscriber = connections.redis.duplicate();
  const upstreams = Object.fromEntries(SERVICES.map((service) => [service, CLOSED_PORT_URL])) as Record<ServiceName, string>;
  const gateway = await buildGateway({
    upstreams: { ...upstreams, identity: identityUrl, social: socialUrl },
    sessions: await cachedSessions(new SessionStore(connections.redis), subscriber),
    redis: connections.redis,
    actorSecret: TEST_ACTOR_SECRET,
    authRateLimit: options.authRateLimit ?? 10_000,
    logger: false,
  });

  return {
    gateway,
    identity,
    identityDeps,
    social,
    socialDeps,
    async close() {
      await gateway.close();
      await identity.close();
      await social.close();
      await identityDeps.projector.stop();
      await socialDeps.projector.stop();
      await subscriber.quit();
      await connections.close();
    },
  };
}

let counter = 0;
/** A valid sign-up body with unique email and username. */
export function newMember(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `member-${tag}@example.com`,
    password: "correct horse battery",
    username: `member_${tag}`,
    displayName: `Member ${tag}`,
    ...overrides,
  };
}

/** The session cookie a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(reply: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = reply.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error("the reply set no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}
