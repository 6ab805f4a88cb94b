import type { ServiceNames } from "./names.ts";

// The service's package and declaration (services/<name>/), shaped like services/messaging.

export function serviceFiles({ name, camel, pascal, constant }: ServiceNames): Record<string, string> {
  const folder = `services/${name}`;
  return {
    [`${folder}/package.json`]: `${JSON.stringify(
      {
        name: `@kumite/${name}`,
        private: true,
        type: "module",
        scripts: { build: "tsup", typecheck: "tsc -p tsconfig.json" },
        dependencies: { "@kumite/contracts": "*", "@kumite/kit": "*" },
      },
      null,
      2,
    )}\n`,

    [`${folder}/tsconfig.json`]: `{
  "extends": "../../tsconfig.json",
  "include": ["src", "test", "*.ts"]
}
`,

    [`${folder}/tsup.config.ts`]: `import { defineConfig } from "tsup";
import { processBuild } from "../../infra/build/tsup-process.ts";

export default defineConfig(processBuild);
`,

    [`${folder}/src/main.ts`]: `import { runService } from "@kumite/kit/service/run-service";
import { ${camel}Service } from "./service.ts";

await runService(${camel}Service);
`,

    [`${folder}/src/service.ts`]: `import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { ${constant}_STREAM } from "@kumite/contracts/${name}/events";
import { blocksProjection } from "@kumite/kit/members/blocks";
import { memberDirectory } from "@kumite/kit/members/directory";
import { defineService } from "@kumite/kit/service/define-service";
import { ${camel}Aggregates } from "./aggregates.ts";
import { notesProjection } from "./projections/notes.ts";
import { noteRoutes } from "./routes/notes.ts";

/** ${pascal}: notes, the example that \`npm run new-service\` wrote, until the service's own things replace them. */
export const ${camel}Service = defineService({
  name: "${name}",
  owns: [${constant}_STREAM],
  // Members from identity's events, in the kit's member directory; who blocked whom, for the block
  // rule the kit holds every route to.
  reads: [IDENTITY_STREAM, MODERATION_STREAM],
  aggregates: ${camel}Aggregates,
  projections: [memberDirectory, blocksProjection, notesProjection],
  routes: [noteRoutes],
});

export default ${camel}Service;
`,

    [`${folder}/src/aggregates.ts`]: `import { ${constant}_STREAM, noteSubject } from "@kumite/contracts/${name}/events";
import type { ServiceDeps } from "@kumite/kit/service/define-service";
import { noteDecider } from "./domain/note.ts";

export const ${camel}Aggregates = {
  notes: { stream: ${constant}_STREAM, subject: noteSubject, decider: noteDecider },
};

export type ${pascal}Deps = ServiceDeps<typeof ${camel}Aggregates>;
`,
  };
}
