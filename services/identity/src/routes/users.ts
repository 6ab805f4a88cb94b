import { UserIdParams, UsersQuery } from "@kumite/contracts/identity/commands";
import { NotFound } from "@kumite/kit/errors";
import { signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import type { IdentityDeps } from "../deps.ts";
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
}
