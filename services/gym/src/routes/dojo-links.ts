import { GymDojoParams } from "@kumite/contracts/gym/commands";
import { GymView } from "@kumite/contracts/gym/views";
import { positionHeader } from "@kumite/kit/http/position-header";
import type { ServiceRoutes } from "@kumite/kit/service/define-service";
import type { GymDeps } from "../aggregates.ts";
import { linkDojo } from "../handlers/dojo-links.ts";
import { readerOf } from "./reader.ts";

export const dojoLinkRoutes: ServiceRoutes<GymDeps> = async (app, { deps }) => {
  for (const [method, linked] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/gyms/:id/dojos/:dojoId",
      schema: {
        description: linked
          ? "Link a dojo to the gym it trains at (its owner only; again: no change)."
          : "Take a dojo's link to a gym away (its owner only).",
        params: GymDojoParams,
        response: { 200: GymView },
      },
      handler: async (request, reply) => {
        const { id, dojoId } = request.params;
        const { gym, position } = await linkDojo(deps, id, dojoId, linked, readerOf(deps, request.memberId));
        return reply.headers(positionHeader(position)).send(gym);
      },
    });
  }
};
