import { ConnectionCount, MatchCandidates, PassReply } from "@kumite/contracts/social/views";
import { MatchingParams, MatchingQuery, PassBody } from "@kumite/contracts/social/commands";
import { UserIdParams } from "@kumite/contracts/identity/commands";
import { Forbidden } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { SocialDeps } from "../aggregates.ts";
import { passMember } from "../handlers/pass-member.ts";
import { candidatesFor } from "../queries/candidates.ts";
import { acceptedConnectionCount } from "../queries/connections.ts";

const ownCandidatesOnly = (memberId: string, userId: string) => {
  if (userId !== memberId) throw new Forbidden("You can only see your own matches", { code: "matching.not-own" });
};

export const matchingRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  // Filing 100,000 members takes about two seconds: done at start, not in a member's first search.
  app.addHook("onReady", async () => {
    void deps.candidatePool
      .current(deps.store)
      .catch((error: unknown) => app.log.warn({ err: error }, "candidate index not warmed"));
  });

  app.get(
    "/api/users/matching/:userId",
    {
      schema: {
        description: "Training-partner candidates for the signed-in member, best first, with a score and the reasons.",
        params: MatchingParams,
        querystring: MatchingQuery,
        response: { 200: MatchCandidates },
      },
    },
    async (request) => {
      ownCandidatesOnly(request.memberId, request.params.userId);
      return candidatesFor(deps.store, deps.candidatePool, request.memberId, request.query, new Date());
    },
  );

  app.post(
    "/api/users/matching/:userId/passes",
    {
      schema: {
        description: "Pass on a candidate (a swipe left): they stay out of the member's candidates for 30 days.",
        params: MatchingParams,
        body: PassBody,
        response: { 201: PassReply },
      },
    },
    async (request, reply) => {
      ownCandidatesOnly(request.memberId, request.params.userId);
      return reply.code(201).send(await passMember(deps, request.memberId, request.body.passedUserId));
    },
  );

  app.get(
    "/api/users/:id/connections",
    {
      schema: {
        description: "How many accepted connections a member has: the profile's Connections count.",
        params: UserIdParams,
        response: { 200: ConnectionCount },
      },
    },
    async (request) => ({
      userId: request.params.id,
      count: await acceptedConnectionCount(deps.store, request.params.id),
    }),
  );
};
