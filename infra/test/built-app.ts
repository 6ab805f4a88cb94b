import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./nats-server.ts";

// The built app as it runs in production: each service and the gateway in its own node process,
// on free ports. The browser tests and the benchmark start it; `npm run build` must have run.

const root = fileURLToPath(new URL("../../", import.meta.url));
export const BUILT_APP_SECRET = "built-app-actor-secret-for-tests-and-benchmarks";

export type BuiltApp = { url: string; serviceUrls: Record<string, string>; stop: () => Promise<void> };

import { SERVICE_NAMES, serviceUrlVariable, type ServiceName } from "@kumite/contracts/services";

type BuiltAppOptions = {
  natsUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  /** Settings of one service only (`{ gym: { GEOCODER_URL } }`), on top of `env`. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** A service is ready once its projections replayed the log: long for a seeded one. */
  readyTimeoutMs?: number;
  /** Another built checkout to start (a bench compares it with this one); this repository by default. */
  root?: string;
};

/**
 * The environment every process of the built app starts with. Its uploads and read model snapshots
 * go to `scratch`, a folder of its own: never the developer's `.data` (nor a DATA_DIR of their
 * shell), so a test or benchmark log's read models never meet the developer's `npm start`.
 */
export function builtAppEnv(options: BuiltAppOptions, scratch: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NATS_URL: options.natsUrl,
    REDIS_URL: options.redisUrl,
    ACTOR_SECRET: BUILT_APP_SECRET,
    LOG_LEVEL: "warn",
    UPLOAD_DIR: join(scratch, "uploads"),
    DATA_DIR: join(scratch, "read-models"),
    ...options.env,
  };
}

/** Processes of the built app, stopped together, their uploads and read models in a scratch folder of their own. */
function processGroup(options: BuiltAppOptions) {
  const children: ChildProcess[] = [];
  const scratch = mkdtempSync(join(tmpdir(), "kumite-built-app-"));
  const common = builtAppEnv(options, scratch);
  const stop = async () => {
    await stopAll(children);
    rmSync(scratch, { recursive: true, force: true });
  };
  const launch = async (folder: string, env: Record<string, string>) => {
    const main = `${options.root ?? root}${folder}/dist/main.js`;
    if (!existsSync(main)) throw new Error(`${main} is missing: run 'npm run build' first`);
    const port = await freePort();
    // CPU_PROFILE_DIR=<folder>: each process writes a .cpuprofile there when it stops (for `npm run bench`).
    const profile = process.env.CPU_PROFILE_DIR
      ? [
          "--cpu-prof",
          `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`,
          `--cpu-prof-name=${folder.replace("/", "-")}.cpuprofile`,
        ]
      : [];
    const child = spawn(process.execPath, [...profile, "--enable-source-maps", main], {
      cwd: `${options.root ?? root}${folder}`,
      env: { ...common, ...env, PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(url, child, options.readyTimeoutMs ?? 20_000);
    return url;
  };
  return { launch, stop };
}

type ProcessGroup = ReturnType<typeof processGroup>;

function launchGateway(group: ProcessGroup, serviceUrls: Record<string, string>, webDist: string): Promise<string> {
  const upstreams = Object.fromEntries(
    Object.entries(serviceUrls).map(([service, url]) => [serviceUrlVariable(service), url]),
  );
  return group.launch("gateway", { ...upstreams, WEB_DIST: webDist, AUTH_RATE_LIMIT: "100000" });
}

const BUILT_WEB = process.env.E2E_WEB_DIST ?? `${root}web/dist`;

export async function startBuiltApp(options: BuiltAppOptions): Promise<BuiltApp> {
  const group = processGroup(options);
  const serviceUrls: Record<string, string> = {};
  try {
    // At once: each service replays the log and opens its own streams, needing none of the others.
    // All settled before a failure is thrown, so that stopping finds every process started.
    const launched = await Promise.allSettled(
      SERVICE_NAMES.map(async (service) => {
        serviceUrls[service] = await group.launch(`services/${service}`, options.serviceEnv?.[service] ?? {});
      }),
    );
    for (const started of launched) if (started.status === "rejected") throw started.reason;
    const url = await launchGateway(group, serviceUrls, BUILT_WEB);
    return { url, serviceUrls, stop: group.stop };
  } catch (error) {
    await group.stop();
    throw error;
  }
}

/**
 * One more gateway in front of a running built app's services, serving the web build in `webDist`:
 * a test that deploys a new build does it on a gateway of its own, leaving the shared one as it is.
 */
export async function startGateway(
  options: BuiltAppOptions,
  serviceUrls: Record<string, string>,
  webDist: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const group = processGroup(options);
  try {
    return { url: await launchGateway(group, serviceUrls, webDist), stop: group.stop };
  } catch (error) {
    await group.stop();
    throw error;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready in ${timeoutMs / 1000} s`);
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 5000).unref();
        }),
    ),
  );
}
