import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, inject, it, onTestFinished } from "vitest";
// The kit's test harness declares what inject() gives (vitest's ProvidedContext).
import { startSlowJetStreamProxy, testNatsUrl } from "@kumite/kit/testing/harness";
import { freePort } from "../infra/test/nats-server.ts";
import { startProcesses, type StartProcess } from "./start.ts";

// `npm start` as an operator stops it: a signal to its process group reaches every process and
// `npm start` too, which passes it on; each process still stops once, after its services saved
// their read models' snapshots, and `npm start` exits 0. With DATA_DIR set, each service keeps its
// snapshot in a folder of its own under it, and the next start resumes from it.

const root = fileURLToPath(new URL("../", import.meta.url));
const SERVICES = startProcesses()
  .map(({ name }) => name)
  .filter((name) => name !== "gateway");

type LogLine = { process: string; msg?: string; file?: string; reason?: string };
type RunningApp = {
  lines: LogLine[];
  exited: Promise<number | null>;
  /** To the process group, as Ctrl-C in a terminal or `kill -- -<pgid>` sends it. */
  signalGroup: (signal: NodeJS.Signals) => void;
  /** To start.ts alone, as `kill <pid>` sends it. */
  signalRunner: (signal: NodeJS.Signals) => void;
};

/**
 * start.ts's runner over these processes (from their source, on free ports), in a process group of
 * its own as a terminal would start it.
 */
async function startApp(
  names: string[],
  dataDir: string,
  { natsUrl = testNatsUrl(), waitUntilReady = true } = {},
): Promise<RunningApp & { ports: number[] }> {
  const processes: StartProcess[] = [];
  for (const entry of startProcesses().filter(({ name }) => names.includes(name))) {
    processes.push({ ...entry, port: await freePort() });
  }
  const runner = `import { runApp } from ${JSON.stringify(pathToFileURL(`${root}scripts/start.ts`).href)};
process.exitCode = await runApp(${JSON.stringify(processes)}, "source");`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", runner], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NATS_URL: natsUrl,
      REDIS_URL: inject("redisUrl"),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, "uploads"),
      LOG_PRETTY: "false",
      LOG_LEVEL: "info",
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const group = child.pid!;
  onTestFinished(async () => {
    if (child.exitCode !== null) return;
    process.kill(-group, "SIGKILL");
    await exited;
  });

  // Each line is `<name> │ <its log line>`, the name coloured.
  const lines: LogLine[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    const [label, text = ""] = line.split(" │ ");
    const name = stripVTControlCharacters(label!).trim();
    try {
      lines.push({ process: name, ...(JSON.parse(text) as object) });
    } catch {
      lines.push({ process: name, msg: text });
    }
  });

  const app = {
    lines,
    exited,
    ports: processes.map(({ port }) => port),
    signalGroup: (signal: NodeJS.Signals) => process.kill(-group, signal),
    signalRunner: (signal: NodeJS.Signals) => process.kill(group, signal),
  };
  if (waitUntilReady) await untilReady(app);
  return app;
}

/** Waits until every process answers /readyz 200; fails at once if the app exits meanwhile. */
async function untilReady(app: RunningApp & { ports: number[] }, timeoutMs = 40_000): Promise<void> {
  const { lines } = app;
  let exited = false;
  void app.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (const port of app.ports) {
    for (;;) {
      if (exited) throw new Error(`the app exited before it was ready: ${JSON.stringify(lines)}`);
      if (Date.now() > deadline) throw new Error(`not ready in time: ${JSON.stringify(lines)}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function ownDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kumite-start-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const said = (lines: LogLine[], process: string, msg: string) =>
  lines.filter((line) => line.process === process && line.msg === msg);

describe("npm start, stopped by a signal to its process group", () => {
  it("stops each process once: every service saves its snapshot, and all exit 0", { timeout: 90_000 }, async () => {
    const dataDir = ownDataDir();
    const app = await startApp([...SERVICES, "gateway"], dataDir);
    app.signalGroup("SIGTERM");

    expect(await app.exited).toBe(0);
    for (const name of [...SERVICES, "gateway"]) {
      expect(said(app.lines, name, "exited (0)"), name).toHaveLength(1);
    }
    for (const service of SERVICES) {
      expect(said(app.lines, service, "read model snapshot written"), service).toHaveLength(1);
      expect(existsSync(join(dataDir, service, "read-models.snapshot")), service).toBe(true);
    }
  });

  it("with DATA_DIR, each service resumes from a snapshot of its own", { timeout: 90_000 }, async () => {
    const dataDir = ownDataDir();
    const first = await startApp(SERVICES, dataDir);
    first.signalGroup("SIGINT");
    expect(await first.exited).toBe(0);

    const second = await startApp(SERVICES, dataDir);
    for (const service of SERVICES) {
      const restored = said(second.lines, service, "read models restored from their snapshot");
      expect(restored.map((line) => line.file)).toEqual([join(dataDir, service, "read-models.snapshot")]);
      expect(said(second.lines, service, "read model snapshot discarded: replaying the log"), service).toEqual([]);
    }
    second.signalRunner("SIGTERM");
    expect(await second.exited).toBe(0);
    for (const service of SERVICES) expect(said(second.lines, service, "exited (0)"), service).toHaveLength(1);
  });
});

describe("npm start on a slow JetStream", () => {
  it(
    "waits: identity answers not ready meanwhile, asks again, and becomes ready without exiting",
    { timeout: 120_000 },
    async () => {
      // What a replay of the seeded log did to identity: creating a reaction's consumer outlasted the
      // client's wait. Here every reaction consumer's creation is held past it until the test lets go.
      const proxy = await startSlowJetStreamProxy(testNatsUrl(), {
        holdMs: 2500,
        holds: (subject) => /^\$JS\.API\.CONSUMER\.(DURABLE\.)?CREATE\.[^.]+\.reaction-/.test(subject),
      });
      onTestFinished(() => proxy.close());
      // Identity alone, the service that exited: the waiting is the kit's, the same in every service.
      const app = await startApp(["identity"], ownDataDir(), { natsUrl: proxy.url, waitUntilReady: false });

      const slowConsumer = (line: LogLine) =>
        line.msg?.startsWith("JetStream is slow to answer: the consumer reaction-") === true;
      await expect
        .poll(() => app.lines.filter(slowConsumer).map((line) => line.process), { timeout: 60_000 })
        .toContain("identity");
      // Mid-start: alive, listening, and saying it is not ready.
      const identity = app.ports[0]!;
      expect((await fetch(`http://127.0.0.1:${identity}/healthz`)).status).toBe(200);
      const readiness = await fetch(`http://127.0.0.1:${identity}/readyz`);
      expect(readiness.status).toBe(503);
      const call = await fetch(`http://127.0.0.1:${identity}/api/users`);
      expect([call.status, call.headers.get("retry-after")]).toEqual([503, "1"]);
      expect(proxy.held.length).toBeGreaterThan(0);

      proxy.slow(false);
      await untilReady(app, 60_000);
      expect(app.lines.filter((line) => line.msg?.startsWith("exited"))).toEqual([]);
      app.signalGroup("SIGTERM");
      expect(await app.exited).toBe(0);
    },
  );
});
