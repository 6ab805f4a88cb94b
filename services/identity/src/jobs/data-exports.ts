import { z } from "zod";
import { defineJob } from "@kumite/kit/service";
import type { IdentityDeps } from "../aggregates.ts";
import { completeDataExports } from "../handlers/data-exports.ts";

// The data exports' clock (issue 30): one instance at a time looks for exports whose parts are all
// in (the kit's job); each is said ready once by the aggregate's doing (handlers/data-exports.ts).

const ExportSettings = z.object({
  /** How often preparing exports are looked at; an export is announced at most this late. */
  IDENTITY_EXPORT_INTERVAL_MS: z.coerce.number().int().min(10).default(2_000),
  /** The lease's name: every instance of one deployment shares it. */
  IDENTITY_EXPORT_LEASE: z
    .string()
    .regex(/^[-/=.\w]+$/)
    .default("identity-data-exports"),
});

export const dataExportsJob = defineJob<IdentityDeps>({
  name: "data-exports",
  settings(env) {
    const settings = ExportSettings.parse(env);
    return { everyMs: settings.IDENTITY_EXPORT_INTERVAL_MS, lease: settings.IDENTITY_EXPORT_LEASE };
  },
  run: completeDataExports,
});
