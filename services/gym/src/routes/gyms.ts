import { AddGymBody, GymIdParams, GymListQuery, GymViewQuery, NearbyGymsQuery } from "@kumite/contracts/gym/commands";
import { FoundGymList, GymDuplicateReply, GymList, GymView } from "@kumite/contracts/gym/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { GymDeps } from "../aggregates.ts";
import { GYM_EXISTS } from "../domain/listing.ts";
import { addGym } from "../handlers/gyms.ts";
import { searchGyms } from "../queries/gym-search.ts";
import { gymById, listGyms, nearbyGyms } from "../queries/gyms.ts";
import { readerOf } from "./reader.ts";

export const gymRoutes: ServiceRoutes<GymDeps> = async (app, { deps }) => {
  app.get(
    "/api/gyms",
    {
      schema: {
        description:
          "Every gym, the newest first, at most 100; `openMat=today|weekend` keeps those with an open mat then, " +
          "today being in `timeZone` (IANA, UTC by default). With `search`, the gyms it finds by name, arts, " +
          "address and description, best first (the nearer to the actor's cell among close matches), at most 20.",
        querystring: GymListQuery,
        response: { 200: FoundGymList },
      },
    },
    async ({ memberId, query }) => {
      const reader = readerOf(deps, memberId, query.timeZone);
      return query.search?.trim()
        ? searchGyms(deps.store, deps.gymsSearch, query.search, query, reader)
        : listGyms(deps.store, query, reader);
    },
  );

  app.get(
    "/api/gyms/nearby",
    {
      schema: {
        description:
          "Gyms within `radius` km (1–100, 25 by default) of the point, nearest first, at most 100, each with " +
          "its `distance` in km to one decimal; `openMat` and `timeZone` as for the list.",
        querystring: NearbyGymsQuery,
        response: { 200: GymList },
      },
    },
    async (request) => nearbyGyms(deps.store, request.query, readerOf(deps, request.memberId, request.query.timeZone)),
  );

  app.post(
    "/api/gyms",
    {
      schema: {
        description: "Add a gym. Within 150 m of a gym of a similar name, 409 `gym.duplicate` with that gym as `gym`.",
        body: AddGymBody,
        response: { 201: GymView, 409: GymDuplicateReply },
      },
    },
    async (request, reply) => {
      const outcome = await addGym(deps, request.memberId, request.body, readerOf(deps, request.memberId));
      if (!outcome.added) {
        return reply.code(409).send({ message: GYM_EXISTS, code: "gym.duplicate", gym: outcome.gym });
      }
      return reply.code(201).send(outcome.gym);
    },
  );

  app.get(
    "/api/gyms/:id",
    {
      schema: {
        description: "One gym, its next open mat worked out in `timeZone` (UTC by default).",
        params: GymIdParams,
        querystring: GymViewQuery,
        response: { 200: GymView },
      },
    },
    async (request) => gymById(deps.store, request.params.id, readerOf(deps, request.memberId, request.query.timeZone)),
  );
};
