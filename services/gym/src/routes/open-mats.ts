import { AddOpenMatBody, GymIdParams, GymViewQuery, OpenMatParams } from "@kumite/contracts/gym/commands";
import { GymView } from "@kumite/contracts/gym/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { GymDeps } from "../aggregates.ts";
import { addOpenMat, takeStance } from "../handlers/open-mats.ts";
import { readerOf } from "./reader.ts";

// A gym's weekly open mats: any member adds one, confirms it, or flags it as gone. Each answers the
// gym as the member now reads it (`timeZone` as for GET /api/gyms/:id).

export const openMatRoutes: ServiceRoutes<GymDeps> = async (app, { deps }) => {
  app.post(
    "/api/gyms/:id/open-mats",
    {
      schema: {
        description:
          "Add a weekly open mat to a gym (one per day, start and kind); its adder is its first confirmation.",
        params: GymIdParams,
        querystring: GymViewQuery,
        body: AddOpenMatBody,
        response: { 201: GymView },
      },
    },
    async (request, reply) => {
      const reader = readerOf(deps, request.memberId, request.query.timeZone);
      return reply.code(201).send(await addOpenMat(deps, request.params.id, request.body, reader));
    },
  );

  for (const stance of ["confirm", "flag"] as const) {
    app.post(
      `/api/gyms/:id/open-mats/:openMatId/${stance}`,
      {
        schema: {
          description:
            stance === "confirm"
              ? "Confirm that an open mat still happens (again: no change)."
              : "Flag an open mat as gone; once more members flag it than confirm it, it is no longer listed.",
          params: OpenMatParams,
          querystring: GymViewQuery,
          response: { 200: GymView },
        },
      },
      async (request) => {
        const reader = readerOf(deps, request.memberId, request.query.timeZone);
        return takeStance(deps, request.params.id, request.params.openMatId, stance, reader);
      },
    );
  }
};
