import { DojoIdParams, DojoProfileBody, DojoSearchQuery, MemberBody } from "@kumite/contracts/dojo/commands";
import { DojoList, DojoView } from "@kumite/contracts/dojo/views";
import { positionHeader } from "@kumite/kit/http/position-header";
import { checkActingAsSelf } from "@kumite/kit/members/refusals";
import type { ServiceRoutes } from "@kumite/kit/service/define-service";
import type { DojoDeps } from "../aggregates.ts";
import { foundDojo, joinDojo, leaveDojo } from "../handlers/dojos.ts";
import { dojoById, listDojos } from "../queries/dojos.ts";

export const dojoRoutes: ServiceRoutes<DojoDeps> = async (app, { deps }) => {
  app.get(
    "/api/dojos",
    {
      schema: {
        description: "The dojos, the most members first, then the newest; `search` matches name, location and arts.",
        querystring: DojoSearchQuery,
        response: { 200: DojoList },
      },
    },
    async (request) => listDojos(deps.store, request.query.search),
  );

  app.post(
    "/api/dojos",
    {
      schema: {
        description: "Found a dojo; the actor, who must be in no dojo, is its owner.",
        body: DojoProfileBody,
        response: { 201: DojoView },
      },
    },
    async (request, reply) => {
      const { dojo, position } = await foundDojo(deps, request.memberId, request.body);
      return reply.code(201).headers(positionHeader(position)).send(dojo);
    },
  );

  app.get(
    "/api/dojos/:id",
    { schema: { description: "One dojo.", params: DojoIdParams, response: { 200: DojoView } } },
    async (request) => dojoById(deps.store, request.params.id),
  );

  app.post(
    "/api/dojos/:id/join",
    {
      schema: {
        description: "Join a dojo as new blood; the actor must be in no other dojo.",
        params: DojoIdParams,
        body: MemberBody,
        response: { 200: DojoView },
      },
    },
    async (request, reply) => {
      checkActingAsSelf(request.memberId, request.body.userId);
      const { dojo, position } = await joinDojo(deps, request.memberId, request.params.id);
      return reply.headers(positionHeader(position)).send(dojo);
    },
  );

  app.post(
    "/api/dojos/:id/leave",
    {
      schema: {
        description: "Leave a dojo (not its owner).",
        params: DojoIdParams,
        body: MemberBody,
        response: { 200: DojoView },
      },
    },
    async (request, reply) => {
      checkActingAsSelf(request.memberId, request.body.userId);
      const { dojo, position } = await leaveDojo(deps, request.memberId, request.params.id);
      return reply.headers(positionHeader(position)).send(dojo);
    },
  );
};
