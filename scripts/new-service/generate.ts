import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { ServiceEntry } from "@kumite/contracts/services";
import { CATALOG, withCatalogEntry } from "./catalog-entry.ts";
import { COMPOSE, withComposeEntry } from "./compose-entry.ts";
import { CONFIG, KUSTOMIZATION, kubernetesFiles, withConfigEntry, withKustomizationEntry } from "./kubernetes-entry.ts";
import { namesOf, refusal } from "./names.ts";
import { templateCopies } from "./template-copy.ts";

// Writes a new service, a copy of the template (template-copy.ts), and wires it in: everything is
// checked and composed in memory first, so a refusal or a missing anchor leaves every file as it was.

export class NewServiceRefused extends Error {}

export type NewServiceOptions = {
  /** The repository (or a copy of its deployment files and the template), with a trailing slash or not. */
  root: string;
  name: string;
  port: number;
  /** The catalog as it stands in `root`. */
  catalog: { SERVICE_CATALOG: Record<string, ServiceEntry>; GATEWAY_PORT: number };
};

export type Written = { path: string; lines: number; change: "created" | "edited" };

/** Our Prettier settings, wherever the files go. */
const prettierSettings = resolveConfig(fileURLToPath(new URL("../../package.json", import.meta.url)));

export async function newService({ root, name, port, catalog }: NewServiceOptions): Promise<Written[]> {
  const problem = refusal(name, port, catalog.SERVICE_CATALOG, catalog.GATEWAY_PORT);
  if (problem) throw new NewServiceRefused(problem);
  const names = namesOf(name, port);
  for (const folder of [`services/${name}`, `contracts/src/${name}`, `infra/k8s/${name}`]) {
    if (existsSync(join(root, folder))) throw new NewServiceRefused(`${folder} exists already`);
  }

  const read = (path: string) => readFileSync(join(root, path), "utf8");
  const created = { ...templateCopies(root, names), ...kubernetesFiles(names) };
  const edited = {
    [CATALOG]: withCatalogEntry(read(CATALOG), names),
    [COMPOSE]: withComposeEntry(read(COMPOSE), names),
    [KUSTOMIZATION]: withKustomizationEntry(read(KUSTOMIZATION), names),
    [CONFIG]: withConfigEntry(read(CONFIG), names),
  };
  const settings = await prettierSettings;
  const written: Array<Written & { text: string }> = [];
  for (const [files, change] of [
    [created, "created"],
    [edited, "edited"],
  ] as const) {
    for (const [path, text] of Object.entries(files)) {
      const formatted = await format(text, { ...settings, filepath: path });
      const lines = change === "created" ? lineCount(formatted) : lineCount(formatted) - lineCount(read(path));
      written.push({ path, lines, change, text: formatted });
    }
  }

  for (const { path, text } of written) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return written.map(({ path, lines, change }) => ({ path, lines, change }));
}

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
