import { z } from "zod";
import { DojoIdParams, DojoMemberParams, RemoveMemberBody } from "@kumite/contracts/dojo/commands";
import { BarredMemberList, DojoView } from "@kumite/contracts/dojo/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { DojoDeps } from "../aggregates.ts";
import { barredList, liftBar, removeFromDojo } from "../handlers/removals.ts";

// Removing a member from a dojo, and its barred list: the owner, leaders and elders, each over the
// members ranked below them. A removal reaches the member whether or not either blocked the other:
// removing a member who harasses is what it is for.

const REMOVAL_REACHES_BLOCKED = "an owner removes, bars or lets back a member they blocked, or who blocked them";

export const removalRoutes: ServiceRoutes<DojoDeps> = async (app, { deps }) => {
  app.post(
    "/api/dojos/:id/members/:memberId/remove",
    {
      config: { reachesBlocked: REMOVAL_REACHES_BLOCKED },
      schema: {
        description:
          "Remove a member ranked below the actor (the owner, a leader or an elder), with a reason they are told; " +
          "`bar` keeps them from joining again. The owner is never removed.",
        params: DojoMemberParams,
        body: RemoveMemberBody,
        response: { 200: DojoView },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      return removeFromDojo(deps, request.memberId, id, memberId, request.body);
    },
  );

  app.get(
    "/api/dojos/:id/bars",
    {
      schema: {
        description: "The dojo's barred members, the latest first (those who manage its members).",
        params: DojoIdParams,
        response: { 200: BarredMemberList },
      },
    },
    async (request) => barredList(deps, request.memberId, request.params.id),
  );

  app.post(
    "/api/dojos/:id/bars/:memberId/lift",
    {
      config: { reachesBlocked: REMOVAL_REACHES_BLOCKED },
      schema: {
        description: "Lift the bar on a member, who may then join again (whoever could have barred them).",
        params: DojoMemberParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id, memberId } = request.params;
      await liftBar(deps, request.memberId, id, memberId);
      return reply.code(204).send(null);
    },
  );
};
