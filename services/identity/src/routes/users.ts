import { UpdateProfileBody, UserIdParams, UsersQuery } from "@kumite/contracts/identity/commands";
import { FoundUserList, SessionUser, UserView } from "@kumite/contracts/identity/views";
import { Forbidden } from "@kumite/kit/errors";
import { MemberNotFound } from "@kumite/kit/members";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { IdentityDeps } from "../aggregates.ts";
import { MovedTooOften, updateProfile } from "../handlers/update-profile.ts";
import { findUser, listUsers, searchUsers } from "../queries/users.ts";

export const userRoutes: ServiceRoutes<IdentityDeps> = async (app, { deps }) => {
  app.get(
    "/api/users",
    {
      schema: {
        description:
          "Members by name, or those of one dojo (`dojoId`); with `search`, those it finds, best first, at most 20. " +
          "Never a member blocked either way, nor a suspended one.",
        querystring: UsersQuery,
        response: { 200: FoundUserList },
      },
    },
    async ({ memberId, query: { search, dojoId } }) =>
      search?.trim()
        ? searchUsers(deps.store, deps.usersSearch, memberId, search, dojoId)
        : listUsers(deps.store, memberId, { dojoId }),
  );

  app.get("/api/users/:id", { schema: { params: UserIdParams, response: { 200: UserView } } }, async (request) => {
    const user = await findUser(deps.store, request.params.id);
    if (!user) throw new MemberNotFound();
    return user;
  });

  app.patch(
    "/api/users/:id",
    { schema: { params: UserIdParams, body: UpdateProfileBody, response: { 200: SessionUser } } },
    async (request, reply) => {
      if (request.params.id !== request.memberId)
        throw new Forbidden("You can only change your own profile", { code: "profile.not-own" });
      return updateProfile(deps, request.memberId, request.body).catch((error: unknown) => {
        if (error instanceof MovedTooOften) reply.header("retry-after", String(error.retryAfterS));
        throw error;
      });
    },
  );
};
