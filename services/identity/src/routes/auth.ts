import type { CookieSerializeOptions } from "@fastify/cookie";
import { DeleteAccountBody, LoginBody, RegisterBody } from "@kumite/contracts/identity/commands";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { Unauthenticated } from "@kumite/kit/errors";
import { positionHeader, signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import { SESSION_TTL_SECONDS } from "@kumite/kit/sessions";
import type { IdentityDeps } from "../deps.ts";
import { deleteAccount } from "../handlers/delete-account.ts";
import { login } from "../handlers/login.ts";
import { register } from "../handlers/register.ts";
import { sessionUser } from "../handlers/session-user.ts";

export function authRoutes(app: ServiceApp, deps: IdentityDeps, cookie: { secure: boolean }) {
  const sessionCookie: CookieSerializeOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookie.secure,
    maxAge: SESSION_TTL_SECONDS,
  };
  const clearedCookie: CookieSerializeOptions = { ...sessionCookie, maxAge: 0 };

  app.post("/api/auth/register", { schema: { body: RegisterBody } }, async (request, reply) => {
    const { user, sessionId, position } = await register(deps, request.body);
    return reply.code(201).headers(positionHeader(position)).setCookie(SESSION_COOKIE, sessionId, sessionCookie).send(user);
  });

  app.post("/api/auth/login", { schema: { body: LoginBody } }, async (request, reply) => {
    const { user, sessionId } = await login(deps, request.body);
    return reply.setCookie(SESSION_COOKIE, sessionId, sessionCookie).send(user);
  });

  app.get("/api/auth/session", async (request) => {
    const userId = request.actor.userId;
    const user = userId ? await sessionUser(deps.store, userId) : null;
    if (!user) throw new Unauthenticated("Not signed in");
    return user;
  });

  app.post("/api/auth/logout", async (request, reply) => {
    await deps.sessions.end(request.cookies[SESSION_COOKIE]);
    return reply.setCookie(SESSION_COOKIE, "", clearedCookie).code(204).send();
  });

  app.delete("/api/auth/delete-account", { schema: { body: DeleteAccountBody } }, async (request, reply) => {
    const position = await deleteAccount(deps, signedInUser(request), request.body.password);
    return reply
      .headers(positionHeader(position))
      .setCookie(SESSION_COOKIE, "", clearedCookie)
      .send({ message: "Account deleted" });
  });
}
