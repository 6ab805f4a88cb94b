import { GymDojoParams, GymIdParams, LinkDojoBody } from "@kumite/contracts/gym/commands";
import { GymView } from "@kumite/contracts/gym/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { GymDeps } from "../aggregates.ts";
import { linkDojo } from "../handlers/dojo-links.ts";
import { readerOf } from "./reader.ts";

// The dojos that train at a gym: their owners link them (and take the link away).

export const dojoLinkRoutes: ServiceRoutes<GymDeps> = async (app, { deps }) => {
  app.post(
    "/api/gyms/:id/dojos",
    {
      schema: {
        description: "Link a dojo to the gym it trains at (the dojo's owner only; again: no change).",
        params: GymIdParams,
        body: LinkDojoBody,
        response: { 200: GymView },
      },
    },
    async (request) => linkDojo(deps, request.params.id, request.body.dojoId, true, readerOf(deps, request.memberId)),
  );

  app.delete(
    "/api/gyms/:id/dojos/:dojoId",
    {
      schema: {
        description: "Take a dojo's link to a gym away (the dojo's owner only).",
        params: GymDojoParams,
        response: { 200: GymView },
      },
    },
    async (request) => {
      const { id, dojoId } = request.params;
      return linkDojo(deps, id, dojoId, false, readerOf(deps, request.memberId));
    },
  );
};
