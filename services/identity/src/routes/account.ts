import { DataExportParams } from "@kumite/contracts/identity/commands";
import { DataExportList, DataExportView } from "@kumite/contracts/identity/views";
import { NotFound } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { IdentityDeps } from "../aggregates.ts";
import { EXPORT_NOT_FOUND, ExportTooSoon } from "../domain/data-exports.ts";
import { requestDataExport } from "../handlers/data-exports.ts";
import { dataExportOf, dataExportsOf } from "../queries/data-exports.ts";

// "Download my data": the member's exports. The archive itself is the gateway's to send
// (gateway/src/data-export-archive.ts), as it puts together every service's part.

export const accountRoutes: ServiceRoutes<IdentityDeps> = async (app, { deps }) => {
  app.post(
    "/api/account/exports",
    {
      schema: {
        description:
          "Asks for a copy of everything Kumite holds about the actor; prepared in the background, " +
          "announced in the bell, downloadable for 7 days. Once every 10 minutes (429 export.too-soon).",
        response: { 202: DataExportView },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(202).send(await requestDataExport(deps, request.memberId));
      } catch (error) {
        if (error instanceof ExportTooSoon) reply.header("retry-after", String(error.retryAfterS));
        throw error;
      }
    },
  );

  app.get(
    "/api/account/exports",
    {
      schema: {
        description: "The actor's data exports asked for in the last 7 days, newest first.",
        response: { 200: DataExportList },
      },
    },
    async (request) => dataExportsOf(deps.store, request.memberId, deps.clock()),
  );

  app.get(
    "/api/account/exports/:id",
    {
      schema: {
        description: "One of the actor's data exports, while it is kept: whether its archive is ready.",
        params: DataExportParams,
        response: { 200: DataExportView },
      },
    },
    async (request) => {
      const found = await dataExportOf(deps.store, request.memberId, request.params.id, deps.clock());
      if (!found) throw new NotFound(EXPORT_NOT_FOUND, { code: "export.not-found" });
      return found;
    },
  );
};
