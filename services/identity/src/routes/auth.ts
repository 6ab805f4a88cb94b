import type { CookieSerializeOptions } from "@fastify/cookie";
import { DeleteAccountBody, LoginBody, RegisterBody } from "@kumite/contracts/identity/commands";
import { DeletedAccount, SessionUser, SuspendedSignIn } from "@kumite/contracts/identity/views";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { Unauthenticated } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import { SESSION_TTL_SECONDS } from "@kumite/kit/sessions";
import { z } from "zod";
import type { IdentityDeps } from "../aggregates.ts";
import { deleteAccount } from "../handlers/delete-account.ts";
import { login, SuspendedAccount } from "../handlers/login.ts";
import { register } from "../handlers/register.ts";
import { sessionUser } from "../queries/session-user.ts";

const open = { open: true };

export const authRoutes: ServiceRoutes<IdentityDeps> = async (app, { deps }) => {
  const sessionCookie: CookieSerializeOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: deps.cookieSecure,
    maxAge: SESSION_TTL_SECONDS,
  };
  const clearedCookie: CookieSerializeOptions = { ...sessionCookie, maxAge: 0 };

  app.post(
    "/api/auth/register",
    { config: open, schema: { body: RegisterBody, response: { 201: SessionUser } } },
    async (request, reply) => {
      const { user, sessionId } = await register(deps, request.body);
      return reply.code(201).setCookie(SESSION_COOKIE, sessionId, sessionCookie).send(user);
    },
  );

  app.post(
    "/api/auth/login",
    { config: open, schema: { body: LoginBody, response: { 200: SessionUser, 403: SuspendedSignIn } } },
    async (request, reply) => {
      try {
        const { user, sessionId } = await login(deps, request.body);
        return reply.setCookie(SESSION_COOKIE, sessionId, sessionCookie).send(user);
      } catch (error) {
        if (!(error instanceof SuspendedAccount)) throw error;
        return reply.code(403).send({ message: error.message, code: error.code, appealTicket: error.appealTicket });
      }
    },
  );

  app.get("/api/auth/session", { config: open, schema: { response: { 200: SessionUser } } }, async (request) => {
    const userId = request.actor.userId;
    const user = userId ? await sessionUser(deps.store, userId) : null;
    if (!user) throw new Unauthenticated("Not signed in", { code: "auth.not-signed-in" });
    return user;
  });

  app.post(
    "/api/auth/logout",
    { config: open, schema: { response: { 204: z.null().describe("Signed out") } } },
    async (request, reply) => {
      await deps.sessions.end(request.cookies[SESSION_COOKIE]);
      return reply.setCookie(SESSION_COOKIE, "", clearedCookie).code(204).send();
    },
  );

  app.delete(
    "/api/auth/delete-account",
    { schema: { body: DeleteAccountBody, response: { 200: DeletedAccount } } },
    async (request, reply) => {
      await deleteAccount(deps, request.memberId, request.body.password);
      return reply.setCookie(SESSION_COOKIE, "", clearedCookie).send({ message: "Account deleted" });
    },
  );
};
