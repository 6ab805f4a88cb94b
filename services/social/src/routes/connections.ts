import { ConnectionIdParams, RequestConnectionBody, UpdateConnectionBody } from "@kumite/contracts/social/commands";
import { ConnectionList, ConnectionReply, ConnectionView } from "@kumite/contracts/social/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import { z } from "zod";
import type { SocialDeps } from "../aggregates.ts";
import { acceptConnection, removeConnection, requestConnection } from "../handlers/connections.ts";
import { connectionsOf } from "../queries/connections.ts";

export const connectionRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.post(
    "/api/connections",
    {
      schema: {
        description:
          "Like a member: a pending request, or an accepted connection (`matched: true`, 200) when they had asked first.",
        body: RequestConnectionBody,
        response: { 200: ConnectionReply, 201: ConnectionReply },
      },
    },
    async (request, reply) => {
      const connection = await requestConnection(deps, request.memberId, request.body);
      return reply.code(connection.matched ? 200 : 201).send(connection);
    },
  );

  app.get("/api/connections", { schema: { response: { 200: ConnectionList } } }, async (request) =>
    connectionsOf(deps.store, request.memberId),
  );

  app.patch(
    "/api/connections/:id",
    {
      schema: {
        description: "Accept a request: only the member who was asked may.",
        params: ConnectionIdParams,
        body: UpdateConnectionBody,
        response: { 200: ConnectionView },
      },
    },
    async (request) => acceptConnection(deps, request.memberId, request.params.id),
  );

  app.delete(
    "/api/connections/:id",
    {
      schema: {
        description: "Decline, withdraw or remove a connection: either member may.",
        params: ConnectionIdParams,
        response: { 204: z.null().describe("Removed") },
      },
    },
    async (request, reply) => {
      await removeConnection(deps, request.memberId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
