#!/usr/bin/env node
// `npm start`: every built service and the gateway on this machine, against the local NATS and
// Redis, with their logs in this one terminal, each line led by the process name.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";

const processes = [
  { name: "identity", dir: "services/identity", port: 4001 },
  { name: "social", dir: "services/social", port: 4002 },
  { name: "messaging", dir: "services/messaging", port: 4003 },
  { name: "dojo", dir: "services/dojo", port: 4004 },
  { name: "gym", dir: "services/gym", port: 4005 },
  { name: "moderation", dir: "services/moderation", port: 4006 },
  { name: "gateway", dir: "gateway", port: 8080 },
].filter(({ dir }) => existsSync(`${dir}/dist/main.js`));

const colours = [36, 35, 33, 32, 34, 31, 37];
const width = Math.max(...processes.map(({ name }) => name.length));
const children = [];

for (const [index, { name, dir, port }] of processes.entries()) {
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
    cwd: dir,
    env: { LOG_PRETTY: "true", ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const label = `\x1b[${colours[index % colours.length]}m${name.padEnd(width)}\x1b[0m │`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
  }
  child.on("exit", (code, signal) => {
    console.log(`${label} exited (${signal ?? code})`);
    if (!stopping) stop(1);
  });
  children.push(child);
}
console.log(`Kumite is starting: http://localhost:8080 (${processes.map(({ name }) => name).join(", ")})`);

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
