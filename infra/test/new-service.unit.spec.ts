import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import * as catalog from "@kumite/contracts/services";
import { newService, NewServiceRefused } from "../../scripts/new-service/generate.ts";
import { describeDeployment, type Catalog } from "./deployment-agreement.ts";

// `npm run new-service` run into a copy of the repository's deployment files and the template: the
// service it adds is the template renamed, wired in as the repository's own services must be
// (deployment-agreement.ts, against the extended catalog), and it refuses what would clash, writing
// nothing then. new-service-copy.int.spec.ts runs the copy's own checks.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const DEPLOYMENT_FILES = ["package.json", "contracts/src/services.ts", "docker-compose.yml", "infra/k8s"];
const TEMPLATE = ["templates/service", "contracts/src/template"];
const roots: string[] = [];
const source = (path: string) => !/\/(node_modules|dist)(\/|$)/.test(path);

/** A scratch copy of what the generator reads and edits, and of each service's package.json. */
function copyOfRepository(): string {
  const root = `${mkdtempSync(join(tmpdir(), "kumite-new-service-"))}/`;
  roots.push(root);
  for (const path of [...DEPLOYMENT_FILES, ...TEMPLATE]) {
    cpSync(join(repo, path), join(root, path), { recursive: true, filter: source });
  }
  for (const name of catalog.SERVICE_NAMES) {
    cpSync(join(repo, `services/${name}/package.json`), join(root, `services/${name}/package.json`));
  }
  return root;
}

/** The files under `folders` of the repository, by path from its root, without what a workspace gathers. */
const filesOf = (folders: readonly string[]) =>
  folders.flatMap((folder) =>
    readdirSync(join(repo, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(repo, join(entry.parentPath, entry.name)))
      .filter(source),
  );

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const root = copyOfRepository();
const written = await newService({ root, name: "gym-reviews", port: 4090, catalog });
const extended = (await import(pathToFileURL(`${root}contracts/src/services.ts`).href)) as Catalog;

describe("npm run new-service -- gym-reviews 4090", () => {
  it("adds the service to the catalog, at its port, owning its API path", () => {
    expect(extended.SERVICE_NAMES).toEqual([...catalog.SERVICE_NAMES, "gym-reviews"]);
    expect(extended.SERVICE_CATALOG["gym-reviews"]).toEqual({ port: 4090, paths: ["/api/gym-reviews"] });
  });

  it("writes the service, its contracts and its Kubernetes folder, and edits only the four lists", () => {
    const edited = written.filter(({ change }) => change === "edited").map(({ path }) => path);
    expect(edited.sort()).toEqual(
      [
        "contracts/src/services.ts",
        "docker-compose.yml",
        "infra/k8s/config.yaml",
        "infra/k8s/kustomization.yaml",
      ].sort(),
    );
    const created = written.filter(({ change }) => change === "created").map(({ path }) => path);
    expect(created).toEqual(
      expect.arrayContaining([
        "services/gym-reviews/package.json",
        "services/gym-reviews/src/service.ts",
        "services/gym-reviews/src/main.ts",
        "services/gym-reviews/src/aggregates.ts",
        "services/gym-reviews/src/domain/note.unit.spec.ts",
        "services/gym-reviews/src/projections/notes.unit.spec.ts",
        "services/gym-reviews/test/notes.int.spec.ts",
        "contracts/src/gym-reviews/events.ts",
        "infra/k8s/gym-reviews/values.yaml",
      ]),
    );
    const events = readFileSync(`${root}contracts/src/gym-reviews/events.ts`, "utf8");
    expect(events).toContain(`GYM_REVIEWS_STREAM = { name: "GYM_REVIEWS", subjects: ["gym-reviews.>"] }`);
    const service = readFileSync(`${root}services/gym-reviews/src/service.ts`, "utf8");
    expect(service).toContain("projections: [memberDirectory, blocksProjection, notesProjection]");
  });

  it("copies every file of the template, each with the template's name made the service's", () => {
    const copies = written
      .map(({ path }) => path)
      .filter((path) => /^(services|contracts\/src)\/gym-reviews\//.test(path))
      .map((path) =>
        path.replace(/^services\/gym-reviews\//, "templates/service/").replace("/gym-reviews/", "/template/"),
      );
    expect(copies.sort()).toEqual(filesOf(TEMPLATE).sort());
    for (const path of written.map(({ path }) => path).filter((path) => path.includes("gym-reviews/"))) {
      if (path.startsWith("infra/k8s/")) continue; // its kustomization names the process template, ../template
      expect(readFileSync(`${root}${path}`, "utf8"), path).not.toMatch(/template/i);
    }
    const service = readFileSync(`${root}services/gym-reviews/src/service.ts`, "utf8");
    expect(service).toContain(`export const gymReviewsService = defineService({\n  name: "gym-reviews",`);
    const routes = readFileSync(`${root}services/gym-reviews/src/routes/notes.ts`, "utf8");
    expect(routes).toContain(`export const noteRoutes: ServiceRoutes<GymReviewsDeps>`);
    expect(routes).toContain(`"/api/gym-reviews/:id"`);
    expect(JSON.parse(readFileSync(`${root}services/gym-reviews/package.json`, "utf8"))).toMatchObject({
      name: "@kumite/gym-reviews",
      private: true,
    });
  });

  it("refuses a service that exists, a taken port or path, and what is no service name", async () => {
    const refused = (name: string, port: number) => newService({ root, name, port, catalog: extended });
    await expect(refused("gym-reviews", 4091)).rejects.toThrow(/in the catalog already/);
    await expect(newService({ root, name: "gym-reviews", port: 4091, catalog })).rejects.toThrow(/exists already/);
    await expect(refused("gyms", 4001)).rejects.toThrow(/identity's port/);
    await expect(refused("gyms", extended.GATEWAY_PORT)).rejects.toThrow(/gateway's port/);
    await expect(refused("users", 4091)).rejects.toThrow(/\/api\/users is identity's/);
    for (const name of ["Gyms", "gym_reviews", "-gyms", "gyms-", "kit", "gateway"]) {
      await expect(refused(name, 4091), name).rejects.toThrow(NewServiceRefused);
    }
    await expect(refused("gyms", Number("40x"))).rejects.toThrow(/no port/);
  });

  it("writes nothing when a file lacks the line it inserts at", async () => {
    const other = copyOfRepository();
    const compose = readFileSync(`${other}docker-compose.yml`, "utf8");
    writeFileSync(`${other}docker-compose.yml`, compose.replace(/^ {2}# -+ gateway$/m, ""));
    await expect(newService({ root: other, name: "open-mats", port: 4091, catalog })).rejects.toThrow(
      /docker-compose.yml/,
    );
    expect(existsSync(`${other}services/open-mats`)).toBe(false);
    expect(readFileSync(`${other}contracts/src/services.ts`, "utf8")).not.toContain("open-mats");
  });
});

describeDeployment(root, extended);
