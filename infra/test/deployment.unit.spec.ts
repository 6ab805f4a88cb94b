import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as catalog from "@kumite/contracts/services";
import { serviceFor } from "../../gateway/src/service-routes.ts";
import { startProcesses } from "../../scripts/start.ts";
import { describeDeployment, folderOf, processesOf } from "./deployment-agreement.ts";

// The repository's deployment agrees with its catalog (deployment-agreement.ts); and what runs or
// routes to the services (`npm start`, the gateway) reads the catalog itself, so names exactly its
// services at their ports.

const { SERVICE_CATALOG, SERVICE_NAMES } = catalog;
const root = fileURLToPath(new URL("../../", import.meta.url));

describeDeployment(root, catalog);

describe("npm start", () => {
  it("runs each service of the catalog at its port, and the gateway", () => {
    const processes = startProcesses();
    expect(processes.map(({ name, dir, port }) => [name, dir, port])).toEqual(
      [...processesOf(catalog)].map(([name, port]) => [name, folderOf(name), port]),
    );
  });
});

describe("the gateway's routing", () => {
  const concrete = (path: string) => path.replaceAll(/:[^/]+/g, "u1");

  it("routes each path of each service to that service", () => {
    for (const name of SERVICE_NAMES) {
      for (const path of SERVICE_CATALOG[name].paths) {
        expect(serviceFor(concrete(path)), path).toBe(name);
      }
    }
  });

  it("routes nothing to a service that is not in the catalog", () => {
    // The catalog's paths and those DESIGN.md gives services that do not exist yet.
    const probes = [
      ...SERVICE_NAMES.flatMap((name) => SERVICE_CATALOG[name].paths.map(concrete)),
      ...["/api/messages", "/api/group-chats", "/api/notifications", "/api/dojos", "/api/dojo-events", "/api/gyms"],
      ...["/api/reports", "/api/blocks", "/api/users/u1/block", "/api/users/u1/dojo-role"],
    ].flatMap((path) => [path, `${path}/x1`]);
    const known = new Set<string>(SERVICE_NAMES);
    const stray = probes
      .map((path) => [path, serviceFor(path)] as const)
      .filter(([, service]) => service !== null && !known.has(service));
    expect(stray).toEqual([]);
  });
});
