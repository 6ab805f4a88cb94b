import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { freePort, natsServerBinary, waitForPort } from "../test/nats-server.ts";

// A three-node JetStream cluster of the machine's nats-server on loopback ports, each node with its
// own store folder: what Kumite runs on beyond one machine, for the trial and the cluster tests.
// Run directly (`node --import tsx infra/nats/cluster.ts`) it prints the NATS_URL and stays up
// until Ctrl-C.

export type NatsNode = {
  name: string;
  url: string;
  running: boolean;
  /** Stops the node as a crash would (SIGKILL), keeping its store. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and store; resolves when it listens again. */
  start(): Promise<void>;
};

export type NatsCluster = {
  nodes: NatsNode[];
  urls: string[];
  /** The nodes' URLs separated by commas, as services take NATS_URL. */
  natsUrl: string;
  /** Stops every node and removes their store folders. */
  stop(): Promise<void>;
};

const CLUSTER_NAME = "kumite";
const START_TIMEOUT_MS = 15_000;

type Ports = { client: number; route: number; monitor: number };

export async function startNatsCluster(options: { size?: number; dir?: string } = {}): Promise<NatsCluster> {
  const binary = natsServerBinary();
  if (!binary) throw new Error("no nats-server found (apt-get install nats-server)");
  const size = options.size ?? 3;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "kumite-nats-cluster-"));
  const ports: Ports[] = [];
  for (let index = 0; index < size; index++) {
    ports.push({ client: await freePort(), route: await freePort(), monitor: await freePort() });
  }
  const routes = ports.map((port) => `nats-route://127.0.0.1:${port.route}`);
  const nodes = ports.map((port, index) => new ClusterNode(binary, join(dir, `n${index + 1}`), port, routes));

  // A crashed test or Ctrl-C must not leave servers behind holding the ports.
  const killAll = () => nodes.forEach((node) => node.process?.kill("SIGKILL"));
  process.once("exit", killAll);
  const stop = async () => {
    process.off("exit", killAll);
    await Promise.all(nodes.map((node) => node.halt("SIGTERM")));
    for (const node of nodes) rmSync(node.storeDir, { recursive: true, force: true });
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(nodes.map((node) => node.start()));
    await waitForJetStream(ports, START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = nodes.map((node) => node.url);
  return {
    nodes: nodes.map((node) => node.handle()),
    urls,
    natsUrl: urls.join(","),
    stop,
  };
}

/** One nats-server of the cluster: its config file, store and ports stay across kills and starts. */
class ClusterNode {
  readonly name: string;
  readonly url: string;
  process: ChildProcess | null = null;
  private readonly configFile: string;

  constructor(
    private readonly binary: string,
    readonly storeDir: string,
    private readonly ports: Ports,
    routes: string[],
  ) {
    this.name = basename(storeDir);
    this.url = `nats://127.0.0.1:${ports.client}`;
    this.configFile = join(storeDir, "nats.conf");
    mkdirSync(storeDir, { recursive: true });
    writeFileSync(
      this.configFile,
      [
        `server_name: ${this.name}`,
        `listen: 127.0.0.1:${ports.client}`,
        `http: 127.0.0.1:${ports.monitor}`,
        `jetstream { store_dir: "${join(storeDir, "jetstream")}" }`,
        // Every node lists all routes, its own included (a server ignores a route to itself).
        `cluster { name: ${CLUSTER_NAME}, listen: 127.0.0.1:${ports.route}, routes: [${routes.join(", ")}] }`,
      ].join("\n"),
    );
  }

  async start(): Promise<void> {
    if (this.process) return;
    const started = spawn(this.binary, ["-c", this.configFile], { stdio: "ignore" });
    this.process = started;
    started.once("exit", () => {
      if (this.process === started) this.process = null;
    });
    await waitForPort(this.ports.client, START_TIMEOUT_MS);
  }

  async halt(signal: NodeJS.Signals): Promise<void> {
    const running = this.process;
    if (!running) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill(signal);
    await exited;
  }

  handle(): NatsNode {
    const running = () => this.process !== null;
    return {
      name: this.name,
      url: this.url,
      get running() {
        return running();
      },
      kill: () => this.halt("SIGKILL"),
      start: () => this.start(),
    };
  }
}

/**
 * Until every node sees one meta leader and the whole cluster as its peers: before that, creating a
 * stream with three replicas fails for want of nodes.
 */
async function waitForJetStream(ports: Ports[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = async (port: Ports) => {
    const response = await fetch(`http://127.0.0.1:${port.monitor}/jsz`).catch(() => null);
    if (!response?.ok) return false;
    const { meta_cluster: meta } = (await response.json()) as {
      meta_cluster?: { leader?: string; cluster_size?: number };
    };
    return Boolean(meta?.leader) && meta?.cluster_size === ports.length;
  };
  while (Date.now() < deadline) {
    if ((await Promise.all(ports.map(ready))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the NATS cluster had no JetStream meta leader within ${timeoutMs} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = await startNatsCluster();
  console.log(`NATS cluster "${CLUSTER_NAME}" up (Ctrl-C stops it and removes its stores):`);
  for (const node of cluster.nodes) console.log(`  ${node.name}  ${node.url}`);
  console.log(`NATS_URL=${cluster.natsUrl} NATS_REPLICAS=${cluster.nodes.length}`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
