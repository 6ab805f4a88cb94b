// `npm start`: every built service and the gateway on this machine, against the local NATS and
// Redis, with their logs in this one terminal, each line led by the process name. The services are
// the ones of contracts/src/services.ts (SERVICE_CATALOG), each on its port; the gateway listens on
// GATEWAY_PORT. Run as `node --import tsx scripts/start.ts`, after `npm run build`.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
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

function start(): void {
  const all = startProcesses();
  const missing = all.filter(({ dir }) => !existsSync(`${root}${dir}/dist/main.js`));
  for (const { dir } of missing) console.warn(`${dir}/dist/main.js is missing (not built?): not started`);
  const processes = all.filter((entry) => !missing.includes(entry));
  if (processes.length === 0) {
    console.error("Nothing to start: run `npm run build` first.");
    process.exit(1);
  }

  const width = Math.max(...processes.map(({ name }) => name.length));
  const children: ChildProcess[] = [];
  let stopping = false;

  const stop = (code = 0): void => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 3000).unref();
  };

  for (const [index, { name, dir, port }] of processes.entries()) {
    const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
      cwd: `${root}${dir}`,
      env: { LOG_PRETTY: "true", ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const label = `\x1b[${colours[index % colours.length]}m${name.padEnd(width)}\x1b[0m │`;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
    }
    child.on("error", (error) => {
      console.log(`${label} could not start: ${error.message}`);
      stop(1);
    });
    // One process dying stops them all.
    child.on("exit", (code, signal) => {
      console.log(`${label} exited (${signal ?? code})`);
      stop(1);
    });
    children.push(child);
  }
  console.log(`Kumite is starting: http://localhost:${GATEWAY_PORT} (${processes.map(({ name }) => name).join(", ")})`);

  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());
}

// Imported (by infra/test/deployment.unit.spec.ts), it only tells its process list.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) start();
