import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServiceNames } from "./names.ts";

// A new service's own files are copies of the template, a service that is type-checked, linted
// and tested with the rest (README.md, "Adding a service"): each file of each template folder,
// under the service's folder, with the template's name replaced in every form it is spelled.
//
// Its contracts sit where every context's do (contracts/src/template), not in the template's folder:
// the template imports them as `@kumite/contracts/template/…`, exactly as a copy imports its own,
// so copying is replacing the name, with no import path to rewrite.

/** Each template folder, from the repository's root, and the folder its copy goes to. */
const FOLDERS = [
  { template: "templates/service", copy: (name: string) => `services/${name}` },
  { template: "contracts/src/template", copy: (name: string) => `contracts/src/${name}` },
];
/** What a workspace gathers that is not its source. */
const SKIPPED = new Set(["node_modules", "dist"]);
/** Ends a line that the template needs and a copy must not have. */
export const TEMPLATE_ONLY = "[template only]";

/** The new service's files, by path from the root, read from the template under `root`. */
export function templateCopies(root: string, names: ServiceNames): Record<string, string> {
  const copies: Record<string, string> = {};
  for (const { template, copy } of FOLDERS) {
    for (const file of filesIn(join(root, template))) {
      copies[`${copy(names.name)}/${file}`] = renamed(readFileSync(join(root, template, file), "utf8"), names);
    }
  }
  return copies;
}

/**
 * `text` without its template-only lines, the template's name made the service's in each form:
 * `TEMPLATE` (its stream), `Template` (its Deps), `template` before a capital (its variables), and
 * `template` alone (folder, package, subjects, API path).
 */
export function renamed(text: string, { name, camel, pascal, constant }: ServiceNames): string {
  return text
    .split("\n")
    .filter((line) => !line.trimEnd().endsWith(TEMPLATE_ONLY))
    .join("\n")
    .replace(/\bTEMPLATE(?![A-Za-z0-9])/g, constant)
    .replace(/\bTemplate(?![a-z0-9])/g, pascal)
    .replace(/\btemplate(?=[A-Z])/g, camel)
    .replace(/\btemplate\b/g, name);
}

/** The files under `folder`, by path from it, but what a workspace gathers. */
function filesIn(folder: string, under = ""): string[] {
  return readdirSync(join(folder, under), { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const path = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesIn(folder, path) : [path];
    })
    .sort();
}
