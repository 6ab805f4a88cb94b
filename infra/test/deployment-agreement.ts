import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { serviceUrlVariable, type ServiceEntry } from "@kumite/contracts/services";

// One source of truth for deployment: the catalog (contracts/src/services.ts) lists the services
// and their ports. What cannot import it (docker-compose.yml, the Kubernetes manifests) must name
// exactly those services at those ports, plus the gateway on GATEWAY_PORT; and services/<name>
// exists exactly for the catalog's services. Checked for the repository (deployment.unit.spec.ts)
// and for what `npm run new-service` writes (new-service.unit.spec.ts), each from its own root.

/** The catalog's exports, from the root checked (a fresh copy of contracts/src/services.ts there). */
export type Catalog = {
  SERVICE_CATALOG: Record<string, ServiceEntry>;
  SERVICE_NAMES: readonly string[];
  GATEWAY_PORT: number;
};

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const sorted = (values: Iterable<string>) => [...values].sort();

/** Every process and its port: the catalog's services, then the gateway. */
export function processesOf({ SERVICE_CATALOG, SERVICE_NAMES, GATEWAY_PORT }: Catalog): Map<string, number> {
  return new Map<string, number>([
    ...SERVICE_NAMES.map((name) => [name, SERVICE_CATALOG[name]!.port] as const),
    ["gateway", GATEWAY_PORT],
  ]);
}
export const folderOf = (name: string) => (name === "gateway" ? "gateway" : `services/${name}`);

/** `root` ends with a slash: the repository, or a copy of its deployment files. */
export function describeDeployment(root: string, catalog: Catalog): void {
  const { SERVICE_CATALOG, SERVICE_NAMES } = catalog;
  const PROCESSES = processesOf(catalog);
  const read = (path: string) => readFileSync(`${root}${path}`, "utf8");
  const isFolder = (path: string) => existsSync(`${root}${path}`) && statSync(`${root}${path}`).isDirectory();
  /** What the gateway is told about each service: <NAME>_URL = http://<name>:<port>. */
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [serviceUrlVariable(name), `http://${name}:${SERVICE_CATALOG[name]!.port}`]),
  );
  /**
   * The <NAME>_URL entries of an environment that point at an HTTP service (not NATS_URL, REDIS_URL,
   * MONGO_URL, nor PUBLIC_URL, the site's own address).
   */
  const httpUrlsOf = (env: Obj) =>
    Object.fromEntries(
      Object.entries(env).filter(
        ([key, value]) => key.endsWith("_URL") && key !== "PUBLIC_URL" && /^https?:\/\//.test(String(value)),
      ),
    );

  describe("the service catalog", () => {
    it("has a services/<name> folder for each service, and each folder (but kit) is in the catalog", () => {
      const folders = readdirSync(`${root}services`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== "kit")
        // A folder left with only node_modules or dist in it is no service.
        .filter(
          (entry) => existsSync(`${root}services/${entry.name}/package.json`) || isFolder(`services/${entry.name}/src`),
        )
        .map((entry) => entry.name);
      expect(sorted(folders)).toEqual(sorted(SERVICE_NAMES));
    });

    it("has distinct ports, none of them the gateway's", () => {
      expect(new Set(PROCESSES.values()).size).toBe(PROCESSES.size);
    });

    it("names only npm workspaces, so `npm run build` builds every service", () => {
      const { workspaces } = JSON.parse(read("package.json")) as { workspaces: string[] };
      for (const name of SERVICE_NAMES) {
        expect(
          workspaces.includes(`services/${name}`) || workspaces.includes("services/*"),
          `services/${name} is no workspace`,
        ).toBe(true);
      }
      expect(workspaces).toContain("gateway");
    });
  });

  describe("docker-compose.yml", () => {
    const compose = obj(parse(read("docker-compose.yml"), { merge: true }));
    const services = obj(compose.services);
    const built = Object.entries(services).filter(
      ([, service]) => obj(obj(service).build).dockerfile === "infra/docker/Dockerfile",
    );

    it("builds exactly the catalog's services and the gateway, each from its folder at its port", () => {
      expect(sorted(built.map(([name]) => name))).toEqual(sorted(PROCESSES.keys()));
      for (const [name, service] of built) {
        const port = String(PROCESSES.get(name));
        const { build, environment, image } = obj(service);
        expect(obj(obj(build).args), name).toMatchObject({ APP: folderOf(name), PORT: port });
        expect(obj(environment).PORT, name).toBe(port);
        expect(image, name).toBe(`kumite/${name}:latest`);
      }
    });

    it("runs no other image of ours (the rest is infrastructure)", () => {
      const others = Object.entries(services).filter(([name]) => !PROCESSES.has(name));
      expect(
        others.filter(([, service]) => String(obj(service).image).startsWith("kumite/") || obj(service).build),
      ).toEqual([]);
    });

    it("tells the gateway where each service is, and no other", () => {
      expect(httpUrlsOf(obj(obj(services.gateway).environment))).toEqual(serviceUrls);
    });

    it("points every process at every NATS node, and has the services keep a copy of the log on each", () => {
      const nodes = Object.entries(services)
        .filter(([, service]) => String(obj(service).image).startsWith("nats:"))
        .map(([name]) => name);
      for (const [name, service] of built) {
        const environment = obj(obj(service).environment);
        const hosts = String(environment.NATS_URL)
          .split(",")
          .map((url) => new URL(url.trim()).hostname);
        expect(sorted(hosts), name).toEqual(sorted(nodes));
        // The gateway creates no stream: only the services' count matters.
        if (name !== "gateway") expect(environment.NATS_REPLICAS, name).toBe(String(nodes.length));
      }
    });
  });

  describe("Kubernetes (infra/k8s)", () => {
    const k8s = "infra/k8s";
    const kustomization = obj(parse(read(`${k8s}/kustomization.yaml`)));
    const resources = list(kustomization.resources).map(String);
    const folders = resources.filter((resource) => isFolder(`${k8s}/${resource}`));

    it("has one folder per process, each the template with its values", () => {
      expect(sorted(folders)).toEqual(sorted(PROCESSES.keys()));
      for (const folder of folders) {
        const own = obj(parse(read(`${k8s}/${folder}/kustomization.yaml`)));
        expect(list(own.components), folder).toContain("../template");
        const values = obj(parse(read(`${k8s}/${folder}/values.yaml`)));
        expect(values.kind, folder).toBe("ProcessValues");
        expect(obj(values.metadata).name, folder).toBe(folder);
        expect(values.port, folder).toBe(PROCESSES.get(folder));
        expect(values.image, folder).toBe(`kumite/${folder}:latest`);
      }
    });

    it("tells the gateway where each service is (config.yaml), and no other", () => {
      const config = obj(parse(read(`${k8s}/config.yaml`)));
      expect(httpUrlsOf(obj(config.data))).toEqual(serviceUrls);
    });

    // Rendered with kubectl's built-in kustomize (or a standalone kustomize), where there is one.
    const rendered = render(`${root}${k8s}`);

    const renders = "renders a Deployment, Service and PodDisruptionBudget per process, at its port";
    if (rendered === null)
      console.warn(
        "⚠ The rendered Kubernetes manifests are not checked: no kubectl or kustomize (v5+) on this machine",
      );
    it.skipIf(rendered === null)(
      rendered === null ? `${renders} — skipped: no kubectl or kustomize v5+ here` : renders,
      () => {
        if (rendered instanceof Error) throw rendered;
        const objects = (rendered ?? []).map(obj);
        const named = (kind: string) =>
          objects.filter((o) => o.kind === kind).map((o) => [String(obj(o.metadata).name), o] as const);
        const names = (kind: string) => sorted(named(kind).map(([name]) => name));

        for (const kind of ["Deployment", "Service", "PodDisruptionBudget"])
          expect(names(kind), kind).toEqual(sorted(PROCESSES.keys()));
        for (const o of objects) {
          if (o.kind !== "Namespace")
            expect(obj(o.metadata).namespace, `${String(o.kind)} ${String(obj(o.metadata).name)}`).toBe("kumite");
        }

        for (const [name, deployment] of named("Deployment")) {
          const port = PROCESSES.get(name);
          const spec = obj(deployment.spec);
          const pod = obj(obj(spec.template).spec);
          const [container, ...more] = list(pod.containers).map(obj);
          expect(more, name).toEqual([]);
          expect(obj(spec.selector).matchLabels, name).toEqual({ "app.kubernetes.io/name": name });
          expect(obj(obj(obj(spec.template).metadata).labels)["app.kubernetes.io/name"], name).toBe(name);
          expect(container?.name, name).toBe(name);
          expect(container?.image, name).toBe(`kumite/${name}:latest`);
          expect(list(container?.ports), name).toEqual([{ name: "http", containerPort: port }]);
          expect(
            list(container?.env)
              .map(obj)
              .find((env) => env.name === "PORT")?.value,
            name,
          ).toBe(String(port));
          expect(obj(obj(container?.readinessProbe).httpGet), name).toEqual({ path: "/readyz", port: "http" });
          expect(obj(obj(container?.livenessProbe).httpGet), name).toEqual({ path: "/healthz", port: "http" });
          expect(obj(obj(container?.resources).limits).memory, name).toBeDefined();
          expect(obj(container?.securityContext).readOnlyRootFilesystem, name).toBe(true);
          expect(obj(pod.securityContext).runAsNonRoot, name).toBe(true);
        }
        for (const [name, service] of named("Service")) {
          expect(obj(service.spec).selector, name).toEqual({ "app.kubernetes.io/name": name });
          expect(list(obj(service.spec).ports), name).toEqual([
            { name: "http", port: PROCESSES.get(name), targetPort: "http" },
          ]);
        }
        for (const [name, budget] of named("PodDisruptionBudget")) {
          expect(obj(obj(budget.spec).selector).matchLabels, name).toEqual({ "app.kubernetes.io/name": name });
        }

        // Autoscalers and the Ingress point at what exists.
        for (const [name, hpa] of named("HorizontalPodAutoscaler")) {
          expect(names("Deployment"), name).toContain(obj(obj(hpa.spec).scaleTargetRef).name);
        }
        const backends = named("Ingress").flatMap(([, ingress]) =>
          list(obj(ingress.spec).rules).flatMap((rule) =>
            list(obj(obj(rule).http).paths).map((path) => String(obj(obj(obj(path).backend).service).name)),
          ),
        );
        expect(backends.length).toBeGreaterThan(0);
        for (const backend of backends) expect(names("Service")).toContain(backend);

        const config = named("ConfigMap").find(([name]) => name === "kumite-config")?.[1];
        expect(httpUrlsOf(obj(config?.data))).toEqual(serviceUrls);
      },
    );
  });
}

/**
 * The manifests kustomize renders from `path` (or why it could not), or null when there is no
 * kustomize 5 here: kubectl's built-in one (kubectl 1.27 and later) or a standalone `kustomize`.
 * Older ones (Debian's kubernetes-client 1.20 has kustomize 2) know no components or replacements.
 */
function render(path: string): unknown[] | Error | null {
  const renderers = [
    { version: ["kubectl", "version", "--client"], build: ["kubectl", "kustomize", path] },
    { version: ["kustomize", "version"], build: ["kustomize", "build", path] },
  ];
  for (const { version, build } of renderers) {
    const [command = "", ...args] = version;
    const probe = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
    if (probe.error || probe.status !== 0) continue; // not installed
    // "Kustomize Version: v5.5.0" (kubectl), "v5.4.2" or "{Version:kustomize/v4.5.7 …}" (kustomize)
    const major =
      /kustomize(?: version:)?\/?\s*v(\d+)\./i.exec(probe.stdout)?.[1] ?? /^v(\d+)\./.exec(probe.stdout)?.[1];
    if (major === undefined || Number(major) < 5) continue;
    const run = spawnSync(command, build.slice(1), { encoding: "utf8", timeout: 60_000 });
    if (run.status !== 0) return new Error(`${build.join(" ")} failed:\n${run.stderr}`);
    return parseAllDocuments(run.stdout).map((document) => document.toJS() as unknown);
  }
  return null;
}
