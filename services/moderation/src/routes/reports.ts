import { AppealBody, ReportBody } from "@kumite/contracts/moderation/commands";
import { AppealReply, ReportReply } from "@kumite/contracts/moderation/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { ModerationDeps } from "../aggregates.ts";
import { fileAppeal } from "../handlers/appeals.ts";
import { fileReport } from "../handlers/reports.ts";

export const reportRoutes: ServiceRoutes<ModerationDeps> = async (app, { deps }) => {
  app.post(
    "/api/reports",
    {
      schema: {
        description:
          "Report a member (SPEC §7). Distinct reporters in good standing count: 5 in all, or 3 within a day, suspend the member; `userBanned` says whether they are suspended now.",
        body: ReportBody,
        response: { 201: ReportReply },
      },
    },
    async (request, reply) => reply.code(201).send(await fileReport(deps, request.memberId, request.body)),
  );

  app.post(
    "/api/moderation/appeals",
    {
      // A suspended member has no session: the ticket from their refused sign-in is the key.
      config: { open: true },
      schema: {
        description:
          "A suspended member's one appeal, with the ticket their refused sign-in gave them (no session: they cannot sign in).",
        body: AppealBody,
        response: { 201: AppealReply },
      },
    },
    async (request, reply) => reply.code(201).send(await fileAppeal(deps, request.body)),
  );
};
