import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Tests get a NATS server of their own (a real nats-server with JetStream, in a temp folder) so
// that they never mix their streams with a developer's running app, and every run starts empty.

export type TestNats = {
  url: string;
  stop: () => Promise<void>;
  /** Stops the server as an outage would, keeping its data; `resume` starts it again on the same port. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
};

export function natsServerBinary(): string | null {
  for (const candidate of ["/usr/sbin/nats-server", "/usr/bin/nats-server", "/usr/local/bin/nats-server"]) {
    if (spawnSync(candidate, ["--version"]).status === 0) return candidate;
  }
  return null;
}

export async function startTestNats(binary: string): Promise<TestNats> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), "kumite-nats-"));
  const start = async () => {
    const started = spawn(binary, ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", storeDir], { stdio: "ignore" });
    await waitForPort(port, 10_000);
    return started;
  };
  const halt = async (running: ChildProcess) => {
    if (running.exitCode !== null) return;
    running.kill("SIGTERM");
    await new Promise((resolve) => running.once("exit", resolve));
  };
  let server: ChildProcess = await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    pause: () => halt(server),
    resume: async () => {
      server = await start();
    },
    stop: async () => {
      await halt(server);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resolves once something listens on the loopback port, or throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not open port ${port} in ${timeoutMs} ms`);
}
