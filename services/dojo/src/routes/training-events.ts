import {
  CreateTrainingEventBody,
  DojoIdParams,
  DojoEventsQuery,
  TrainingEventSearchQuery,
  EventCapacityBody,
  MemberBody,
  TrainingEventParams,
} from "@kumite/contracts/dojo/commands";
import {
  EventInvitationReply,
  FoundTrainingEventList,
  InvitableMemberList,
  TrainingEventList,
  TrainingEventView,
} from "@kumite/contracts/dojo/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { DojoDeps } from "../aggregates.ts";
import {
  cancelTrainingEvent,
  changeCapacity,
  changePlace,
  scheduleTrainingEvent,
} from "../handlers/training-events.ts";
import { invitableToEvent, inviteToTrainingEvent } from "../handlers/event-invitations.ts";
import { eventsOfDojo, myEvents, searchTrainingEvents, trainingEventById } from "../queries/training-events.ts";

export const trainingEventRoutes: ServiceRoutes<DojoDeps> = async (app, { deps }) => {
  app.get(
    "/api/dojos/:id/events",
    {
      schema: {
        description:
          "A dojo's events the actor may see, the earliest first (past and cancelled ones included): from `from` (a month ago by default) to `to`, at most 100.",
        params: DojoIdParams,
        querystring: DojoEventsQuery,
        response: { 200: TrainingEventList },
      },
    },
    async (request) => eventsOfDojo(deps.store, request.memberId, request.params.id, deps.clock(), request.query),
  );

  app.get(
    "/api/dojo-events",
    {
      schema: {
        description:
          "The training events `search` finds by title and description, best first (the soonest to come among " +
          "close matches), at most 20; only those the actor may see, never a cancelled one. Without `search`, none.",
        querystring: TrainingEventSearchQuery,
        response: { 200: FoundTrainingEventList },
      },
    },
    async ({ memberId, query: { search } }) =>
      search?.trim() ? searchTrainingEvents(deps.store, deps.trainingEventsSearch, memberId, search, deps.clock()) : [],
  );

  app.get(
    "/api/dojo-events/mine",
    {
      schema: {
        description: "The actor's next events: those they joined or wait for, then their dojo's; at most 20.",
        response: { 200: TrainingEventList },
      },
    },
    async (request) => myEvents(deps.store, request.memberId, deps.clock()),
  );

  app.post(
    "/api/dojo-events",
    {
      schema: {
        description: "Schedule an event of a dojo (its elders, leaders and owner); the date must be to come.",
        body: CreateTrainingEventBody,
        response: { 201: TrainingEventView },
      },
    },
    async (request, reply) => reply.code(201).send(await scheduleTrainingEvent(deps, request.memberId, request.body)),
  );

  app.get(
    "/api/dojo-events/:id",
    {
      schema: {
        description: "One event, with what the actor is to it.",
        params: TrainingEventParams,
        response: { 200: TrainingEventView },
      },
    },
    async (request) => trainingEventById(deps.store, request.memberId, request.params.id, deps.clock()),
  );

  const places = [
    ["join", "Join", "Take a free place; a full event answers 422 dojo-event.full."],
    ["waitlist", "JoinWaitlist", "Take a free place, or wait for one in the order asked."],
    ["leave", "Leave", "Give up one's place (the first waiting moves in) or one's turn on the waitlist."],
  ] as const;
  for (const [path, type, description] of places) {
    app.post(
      `/api/dojo-events/:id/${path}`,
      { schema: { description, params: TrainingEventParams, body: MemberBody, response: { 200: TrainingEventView } } },
      async (request) => changePlace(deps, request.memberId, request.params.id, request.body, type),
    );
  }

  app.put(
    "/api/dojo-events/:id/capacity",
    {
      schema: {
        description: "Set the maximum participants (the organiser or the dojo's owner); never below those in.",
        params: TrainingEventParams,
        body: EventCapacityBody,
        response: { 200: TrainingEventView },
      },
    },
    async (request) => changeCapacity(deps, request.memberId, request.params.id, request.body.maxParticipants),
  );

  app.post(
    "/api/dojo-events/:id/cancel",
    {
      schema: {
        description: "Cancel the event (the organiser or the dojo's owner); its participants are told.",
        params: TrainingEventParams,
        response: { 200: TrainingEventView },
      },
    },
    async (request) => cancelTrainingEvent(deps, request.memberId, request.params.id),
  );

  app.post(
    "/api/dojo-events/:id/invite",
    {
      schema: {
        description:
          "The organiser invites a connection or a member of the dojo (to a dojo-only event, one who sees it).",
        params: TrainingEventParams,
        body: MemberBody,
        response: { 201: EventInvitationReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteToTrainingEvent(deps, request.memberId, request.params.id, request.body.userId)),
  );

  app.get(
    "/api/dojo-events/:id/invitable",
    {
      schema: {
        description:
          "Whom the organiser may invite: the dojo's members who see the event and (unless it is dojo-only) their connections, but not those taking part, waiting or invited already.",
        params: TrainingEventParams,
        response: { 200: InvitableMemberList },
      },
    },
    async (request) => invitableToEvent(deps, request.memberId, request.params.id),
  );
};
