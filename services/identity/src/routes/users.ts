import { UpdateProfileBody, UserIdParams, UsersQuery } from "@kumite/contracts/identity/commands";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { positionHeader, signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import type { IdentityDeps } from "../deps.ts";
import { updateProfile } from "../handlers/update-profile.ts";
import { findUser, listUsers } from "../projections/users.ts";

export function userRoutes(app: ServiceApp, deps: IdentityDeps) {
  app.get("/api/users", { schema: { querystring: UsersQuery } }, async (request) => {
    signedInUser(request);
    return listUsers(deps.store, request.query);
  });

  app.get("/api/users/:id", { schema: { params: UserIdParams } }, async (request) => {
    signedInUser(request);
    const user = await findUser(deps.store, request.params.id);
    if (!user) throw new NotFound("User not found");
    return user;
  });

  app.patch("/api/users/:id", { schema: { params: UserIdParams, body: UpdateProfileBody } }, async (request, reply) => {
    const userId = signedInUser(request);
    if (request.params.id !== userId) throw new Forbidden("You can only change your own profile");
    const { user, position } = await updateProfile(deps, userId, request.body);
    return reply.headers(positionHeader(position)).send(user);
  });
}
