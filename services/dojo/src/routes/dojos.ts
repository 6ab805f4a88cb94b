import { z } from "zod";
import {
  DojoIdParams,
  DojoProfileBody,
  DojoRoleBody,
  DojoSearchQuery,
  InvitationParams,
  MemberBody,
  MemberIdParams,
} from "@kumite/contracts/dojo/commands";
import {
  DojoRoleView,
  DojoView,
  FoundDojoList,
  InvitableMemberList,
  InvitationSent,
} from "@kumite/contracts/dojo/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { DojoDeps } from "../aggregates.ts";
import { changeDojoRole, foundDojo, handOverDojo, joinDojo, leaveDojo, updateDojo } from "../handlers/dojos.ts";
import { acceptInvitation, declineInvitation, inviteToDojo } from "../handlers/invitations.ts";
import { dojoById, listDojos, searchDojos } from "../queries/dojos.ts";
import { invitableMembers } from "../queries/invitable.ts";

export const dojoRoutes: ServiceRoutes<DojoDeps> = async (app, { deps }) => {
  app.get(
    "/api/dojos",
    {
      schema: {
        description:
          "The dojos, the most members first, then the newest, at most 100; with `search`, those it finds by name, " +
          "arts, location and description, best first, at most 20.",
        querystring: DojoSearchQuery,
        response: { 200: FoundDojoList },
      },
    },
    async ({ query: { search } }) =>
      search?.trim() ? searchDojos(deps.store, deps.dojosSearch, search) : listDojos(deps.store),
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
    async (request, reply) => reply.code(201).send(await foundDojo(deps, request.memberId, request.body)),
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
    async (request) => joinDojo(deps, request.memberId, request.params.id, request.body),
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
    async (request) => leaveDojo(deps, request.memberId, request.params.id, request.body),
  );

  app.put(
    "/api/dojos/:id",
    {
      schema: {
        description: "Edit the dojo's name, description, location and arts (its owner or a leader).",
        params: DojoIdParams,
        body: DojoProfileBody,
        response: { 200: DojoView },
      },
    },
    async (request) => updateDojo(deps, request.memberId, request.params.id, request.body),
  );

  app.post(
    "/api/dojos/:id/hand-over",
    {
      schema: {
        description: "The owner makes a leader of the dojo its new owner.",
        params: DojoIdParams,
        body: MemberBody,
        response: { 200: DojoView },
      },
    },
    async (request) => handOverDojo(deps, request.memberId, request.params.id, request.body.userId),
  );

  app.put(
    "/api/users/:id/dojo-role",
    {
      config: { reachesBlocked: "an owner takes a role away from a member they blocked, or who blocked them" },
      schema: {
        description: "Give a member of the actor's dojo a role (SPEC §4: only the owner gives leader).",
        params: MemberIdParams,
        body: DojoRoleBody,
        response: { 200: DojoRoleView },
      },
    },
    async (request) => changeDojoRole(deps, request.memberId, request.params.id, request.body.dojoRole),
  );

  app.post(
    "/api/dojos/:id/invite",
    {
      schema: {
        description: "Invite a connection who is in no dojo (warriors and up, and the owner); it stays open 14 days.",
        params: DojoIdParams,
        body: MemberBody,
        response: { 201: InvitationSent },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteToDojo(deps, request.memberId, request.params.id, request.body.userId)),
  );

  app.get(
    "/api/dojos/:id/invitable",
    {
      schema: {
        description:
          "Whom the actor may invite: their connections who are in no dojo (warriors and up, and the owner).",
        params: DojoIdParams,
        response: { 200: InvitableMemberList },
      },
    },
    async (request) => invitableMembers(deps, request.memberId, request.params.id),
  );

  app.post(
    "/api/dojos/:id/invitations/:invitationId/accept",
    {
      schema: {
        description: "The invitee accepts an open invitation and joins the dojo.",
        params: InvitationParams,
        response: { 200: DojoView },
      },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      return acceptInvitation(deps, request.memberId, id, invitationId);
    },
  );

  app.post(
    "/api/dojos/:id/invitations/:invitationId/decline",
    {
      schema: {
        description: "The invitee declines an open invitation.",
        params: InvitationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id, invitationId } = request.params;
      await declineInvitation(deps, request.memberId, id, invitationId);
      return reply.code(204).send(null);
    },
  );
};
