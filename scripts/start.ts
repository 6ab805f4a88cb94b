// `npm start`: every built service and the gateway on this machine, against the local NATS and
// Redis, with their logs in this one terminal, each line led by the process name. The services are
// the ones of contracts/src/services.ts (SERVICE_CATALOG), each on its port; the gateway listens on
// GATEWAY_PORT. Run as `node --import tsx scripts/start.ts`, after `npm run build`.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { GATEWAY_PORT, SERVICE_CATALOG, SERVICE_NAMES } from "@kumite/contracts/services";

export type StartProcess = { name: string; dir: string; port: number };

/** What `npm start` runs: each service of the catalog at its port, then the gateway. */
export function startProcesses(): StartProcess[] {
  return [
    ...SERVICE_NAMES.map((name) => ({ name, dir: `services/${name}`, port: SERVICE_CATALOG[name].port })),
    { name: "gateway", dir: "gateway", port: GATEWAY_PORT },
  ];
}

const root = fileURLToPath(new URL("../", import.meta.url));
const colours = [36, 35, 33, 32, 34, 31, 37];

/** Each process runs its build (`npm start`), or its source through tsx (the tests, without a build). */
const entries = {
  built: ["--enable-source-maps", "dist/main.js"],
  source: ["--import", "tsx", "src/main.ts"],
};

/**
 * Runs the processes until they have all exited, and resolves with this run's exit code: 0 when
 * they stopped on SIGINT / SIGTERM and each exited 0, 1 when one died on its own (which stops the
 * others) or failed to stop cleanly.
 *
 * A signal to the process group (Ctrl-C in the terminal) reaches each process directly; one sent to
 * this process alone (`kill <pid>`) reaches only this one. Both must stop the app, so this process
 * passes a stop signal on, once, and the services ignore the repeat while they shut down (kit's
 * stop-signals.ts). They stay in this process's group rather than one of their own, which would
 * leave them running were this process killed.
 */
export function runApp(processes: StartProcess[], entry: keyof typeof entries = "built"): Promise<number> {
  const width = Math.max(...processes.map(({ name }) => name.length));
  // A relative DATA_DIR is the operator's, from where `npm start` ran, not from each process's folder.
  const dataDir = process.env.DATA_DIR ? { DATA_DIR: resolve(process.env.DATA_DIR) } : {};
  const running = new Set<ChildProcess>();
  let failed = false;
  let stopping = false;

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    for (const child of running) child.kill(signal);
  };

  return new Promise((done) => {
    for (const [index, { name, dir, port }] of processes.entries()) {
      const child = spawn(process.execPath, entries[entry], {
        cwd: `${root}${dir}`,
        env: { LOG_PRETTY: "true", ...process.env, ...dataDir, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const label = `\x1b[${colours[index % colours.length]}m${name.padEnd(width)}\x1b[0m │`;
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
      }
      running.add(child);
      child.on("error", (error) => console.log(`${label} could not start: ${error.message}`));
      // "close", not "exit": its last lines have been printed. One process ending stops them all.
      child.on("close", (code, signal) => {
        console.log(`${label} exited (${signal ?? code})`);
        if (!stopping || code !== 0) failed = true;
        running.delete(child);
        stop("SIGTERM");
        if (running.size === 0) done(failed ? 1 : 0);
      });
    }
    console.log(
      `Kumite is starting: http://localhost:${GATEWAY_PORT} (${processes.map(({ name }) => name).join(", ")})`,
    );
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

async function start(): Promise<void> {
  const all = startProcesses();
  const missing = all.filter(({ dir }) => !existsSync(`${root}${dir}/dist/main.js`));
  for (const { dir } of missing) console.warn(`${dir}/dist/main.js is missing (not built?): not started`);
  const processes = all.filter((entry) => !missing.includes(entry));
  if (processes.length === 0) {
    console.error("Nothing to start: run `npm run build` first.");
    process.exit(1);
  }
  process.exitCode = await runApp(processes);
}

// Imported (by infra/test/deployment.unit.spec.ts and the test of stopping), it only tells its process list.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await start();
