import { GymDojoParams, GymIdParams, LinkDojoBody } from "@kumite/contracts/gym/commands";
import { GymView } from "@kumite/contracts/gym/views";
import { positionHeader } from "@kumite/kit/http/position-header";
import type { ServiceRoutes } from "@kumite/kit/service/define-service";
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
    async (request, reply) => {
      const reader = readerOf(deps, request.memberId);
      const { gym, position } = await linkDojo(deps, request.params.id, request.body.dojoId, true, reader);
      return reply.headers(positionHeader(position)).send(gym);
    },
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
    async (request, reply) => {
      const { id, dojoId } = request.params;
      const { gym, position } = await linkDojo(deps, id, dojoId, false, readerOf(deps, request.memberId));
      return reply.headers(positionHeader(position)).send(gym);
    },
  );
};
