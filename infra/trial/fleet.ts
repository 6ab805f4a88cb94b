import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_NAMES, serviceUrlVariable, type ServiceName } from "@kumite/contracts/services";
import { BUILT_APP_SECRET } from "../test/built-app.ts";
import { freePort } from "../test/nats-server.ts";

// The built app as an operator scales it out: several instances of every service, each its own
// process on its own port with its own read models, and gateways that list them all. Every
// instance keeps its port for life, so a gateway's list stays right across kills and restarts.

const root = fileURLToPath(new URL("../../", import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export type Instance = {
  service: ServiceName | "gateway";
  name: string;
  url: string;
  readonly running: boolean;
  /** Starts the process and resolves, with the milliseconds it took, once /readyz answers 200. */
  start(): Promise<number>;
  /** SIGKILL: no goodbye, no snapshot, no drain. */
  kill(): Promise<void>;
  /** SIGTERM, as a rolling deploy stops it, and waits for its exit. */
  stop(): Promise<void>;
};

export type Fleet = {
  instances: Instance[];
  of(service: ServiceName): Instance[];
  /** A gateway over the given instances of each service (all of them by default). */
  gateway(pick?: (instances: Instance[]) => Instance[]): Promise<Instance>;
  stop(): Promise<void>;
};

export type FleetOptions = { natsUrl: string; redisUrl: string; replicas: number; perService: number; scratch: string };

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const everyone: Instance[] = [];
  const env = (name: string): NodeJS.ProcessEnv => ({
    ...process.env,
    NATS_URL: options.natsUrl,
    NATS_REPLICAS: String(options.replicas),
    REDIS_URL: options.redisUrl,
    ACTOR_SECRET: BUILT_APP_SECRET,
    LOG_LEVEL: "warn",
    UPLOAD_DIR: join(options.scratch, "uploads"),
    DATA_DIR: join(options.scratch, "read-models", name),
  });
  const logs = join(options.scratch, "logs");
  mkdirSync(logs, { recursive: true });

  const instance = async (service: Instance["service"], folder: string, name: string, extra: NodeJS.ProcessEnv) => {
    const main = `${root}${folder}/dist/main.js`;
    if (!existsSync(main)) throw new Error(`${main} is missing: run 'npm run build' first`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const log = createWriteStream(join(logs, `${name}.log`), { flags: "a" });
    let child: ChildProcess | null = null;
    const exited = () =>
      new Promise<void>((resolve) =>
        child === null || child.exitCode !== null ? resolve() : child.once("exit", resolve),
      );
    const handle: Instance = {
      service,
      name,
      url,
      get running() {
        return child !== null && child.exitCode === null && child.signalCode === null;
      },
      async start() {
        const started = performance.now();
        child = spawn(process.execPath, ["--enable-source-maps", main], {
          cwd: `${root}${folder}`,
          env: { ...env(name), ...extra, PORT: String(port) },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout!.pipe(log, { end: false });
        child.stderr!.pipe(log, { end: false });
        await untilReady(url, child);
        return performance.now() - started;
      },
      async kill() {
        child?.kill("SIGKILL");
        await exited();
      },
      async stop() {
        child?.kill("SIGTERM");
        const late = setTimeout(() => child?.kill("SIGKILL"), 15_000);
        await exited();
        clearTimeout(late);
      },
    };
    return handle;
  };

  for (const service of SERVICE_NAMES) {
    for (let index = 1; index <= options.perService; index++)
      everyone.push(await instance(service, `services/${service}`, `${service}-${index}`, {}));
  }
  const services = [...everyone];
  try {
    // One at a time: each replays the log and builds its read models on 2 shared cores.
    for (const service of services) await service.start();
  } catch (error) {
    await Promise.all(everyone.map((one) => one.kill()));
    throw error;
  }
  const of = (service: ServiceName) => services.filter((one) => one.service === service);
  let gateways = 0;
  return {
    instances: services,
    of,
    async gateway(pick = (all) => all) {
      const upstreams = Object.fromEntries(
        SERVICE_NAMES.map((service) => [
          serviceUrlVariable(service),
          pick(of(service))
            .map((one) => one.url)
            .join(","),
        ]),
      );
      const gateway = await instance("gateway", "gateway", `gateway-${++gateways}`, {
        ...upstreams,
        AUTH_RATE_LIMIT: "1000000",
        WEB_DIST: join(root, "web/dist"),
      });
      everyone.push(gateway);
      await gateway.start();
      return gateway;
    },
    async stop() {
      await Promise.all(everyone.map((one) => one.stop()));
    },
  };
}

async function untilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) })
      .then((reply) => reply.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} was not ready in ${READY_TIMEOUT_MS / 1000} s`);
}
