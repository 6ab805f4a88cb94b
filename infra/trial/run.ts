// `npm run trial`: Kumite beyond one machine, tried as an operator would (issue 21). A three-node
// JetStream cluster, two instances of every service behind the gateway, a mixed load of members for
// at least LOAD_MS, and in its middle, one after the other: a NATS node killed and restarted, one
// instance of every service killed and restarted, a rolling restart of every instance. It fails
// (exit 1) on an acknowledged write lost or stored twice, a write said "not saved" that was stored,
// a read that missed its caller's own earlier write although it sent the write's position token,
// a GET answered 5xx, or two instances of a service that disagree 10 s after the load. It prints
// the throughput with one and with two instances of each service, and how long each fault took to heal.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ACTOR_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/http";
import { connectNats } from "@kumite/kit/nats";
import { BUILT_APP_SECRET } from "../test/built-app.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { measure, type Row } from "../bench/measure.ts";
import { startNatsCluster } from "../nats/cluster.ts";
import { killNatsNode, killOneOfEach, rollingRestart, type FaultReport } from "./faults.ts";
import { startFleet, type Fleet } from "./fleet.ts";
import { Ledger } from "./ledger.ts";
import { runLoad, type Cast } from "./load.ts";
import { TrialMember } from "./member.ts";
import { compareInstances, verifyWrites } from "./verify.ts";

const LOAD_MS = Number(process.env.TRIAL_LOAD_MS ?? 60_000);
const MEMBERS = Number(process.env.TRIAL_MEMBERS ?? 20);
/** Instances of each service: 2 is the trial; 1 tries the trial itself on a build without several upstreams. */
const INSTANCES = Number(process.env.TRIAL_INSTANCES ?? 2);
const SETTLE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const scratch = mkdtempSync(join(tmpdir(), "kumite-trial-"));
console.log(`trial: logs and stores under ${scratch}`);
const cluster = await startNatsCluster({ dir: join(scratch, "nats") });
console.log(`trial: NATS cluster up at ${cluster.natsUrl}`);
const nats = await connectNats(cluster.natsUrl, "trial");
// A database of its own, emptied first: the trial's sessions and keys never meet a developer's.
const redisUrl = process.env.TRIAL_REDIS_URL ?? "redis://127.0.0.1:6379/9";
const fleet = await startFleet({ natsUrl: cluster.natsUrl, redisUrl, replicas: 3, perService: INSTANCES, scratch });
let failed = false;
try {
  const gateway = await fleet.gateway();
  const single = await fleet.gateway((instances) => instances.slice(0, 1));
  console.log(`trial: ${fleet.instances.length} service instances and 2 gateways ready`);

  const ledger = new Ledger();
  const log = ({ method, reply }: { method: string; reply: { at: number; ms: number; status: number } }) =>
    ledger.calls.push({ at: reply.at, ms: reply.ms, status: reply.status, write: method !== "GET" });
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, (_, index) => TrialMember.signUp(gateway.url, `Trial member ${index + 1}`, log)),
  );
  const cast = await castOf(members, probeOf(fleet));

  const throughput: Row[] = [];
  const { cookie } = await signUpThrough(gateway.url);
  for (const [label, url] of [
    ["one instance each", single.url],
    ["two instances each", gateway.url],
  ] as const) {
    for (const path of ["/api/posts?limit=20", "/api/messages/conversations"])
      throughput.push(await measure(`GET ${path}, ${label}`, `${url}${path}`, { connections: 10, seconds: 8, cookie }));
  }

  console.log(`trial: load for at least ${seconds(LOAD_MS)} with ${MEMBERS} members, faults in its middle`);
  const loadStarted = Date.now();
  ledger.startedAt = loadStarted;
  let faultsDone = false;
  const load = runLoad(cast, ledger, () => faultsDone && Date.now() - loadStarted >= LOAD_MS);
  const faults: FaultReport[] = [];
  await sleep(5000);
  faults.push(await killNatsNode(cluster, nats, 5000));
  await sleep(3000);
  faults.push(await killOneOfEach(fleet));
  await sleep(3000);
  faults.push(await rollingRestart(fleet));
  faultsDone = true;
  const states = await load;
  const loadEnded = Date.now();

  await sleep(SETTLE_MS);
  const disagreements = await compareInstances(cast, (service) => fleet.of(service));
  const findings = await verifyWrites(ledger, cast, states, (service) => fleet.of(service), nats);

  printThroughput(throughput);
  printLoad(ledger, loadStarted, loadEnded);
  printFaults(faults, ledger);
  const failures = [
    ...findings,
    ...ledger.misses.map(
      (miss) =>
        `read-your-writes at ${ledger.when(miss.at)}: ${miss.kind} ${miss.nonce} by ${miss.by} not in GET ${miss.read} (sent ${miss.position}; then ${miss.instances})`,
    ),
    ...ledger.failedReads.map(
      (read) => `GET ${read.path} at ${ledger.when(read.at)} answered ${read.status} ${read.code ?? ""}`,
    ),
    ...disagreements,
  ];
  console.log(failures.length === 0 ? "\ntrial: passed" : `\ntrial: FAILED (${failures.length})`);
  for (const failure of failures.slice(0, 50)) console.log(`  - ${failure}`);
  failed = failures.length > 0;
} catch (error) {
  console.error("trial: could not run", error);
  failed = true;
} finally {
  await fleet.stop();
  await nats.connection.close();
  await cluster.stop();
  if (!failed) rmSync(scratch, { recursive: true, force: true });
  else console.log(`trial: the instances' logs are kept in ${join(scratch, "logs")}`);
}
process.exit(failed ? 1 : 0);

/** Two dojos with two open events each, founded by two more members. */
async function castOf(members: TrialMember[], probe: Cast["probe"]): Promise<Cast> {
  const founders = members.slice(0, 2);
  const dojoIds: string[] = [];
  const eventIds: string[] = [];
  for (const [index, founder] of founders.entries()) {
    const dojo = await until201(() =>
      founder.call("POST", "/api/dojos", {
        name: `Trial dojo ${index + 1} ${Date.now().toString(36)}`,
        description: "Randori under load",
        location: "Porto",
        martialArts: ["Judo"],
      }),
    );
    dojoIds.push(dojo.id);
    for (let event = 1; event <= 2; event++) {
      const created = await until201(() =>
        founder.call("POST", "/api/dojo-events", {
          title: `Open mat ${event}`,
          eventDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
          maxParticipants: 100,
          dojoId: dojo.id,
          isDojoOnly: false,
          createdBy: founder.id,
        }),
      );
      eventIds.push(created.id);
    }
  }
  // The founders stay in their dojos: the load moves the others.
  return { members: members.slice(2), dojoIds, eventIds, probe };
}

/** A setup call, tried again while the services have not all heard of a member who just signed up. */
async function until201(call: () => Promise<{ status: number; body: unknown }>): Promise<{ id: string }> {
  for (let tries = 0; ; tries++) {
    const reply = await call();
    if (reply.status === 201 || reply.status === 200) return reply.body as { id: string };
    if (tries > 50) throw new Error(`setup call failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    await sleep(200);
  }
}

/** The read from every service instance that serves it, with the same position token. */
function probeOf(fleet: Fleet): Cast["probe"] {
  return async (path, memberId, position, shows) => {
    const answers = await Promise.all(
      fleet.instances.map(async (instance) => {
        const started = performance.now();
        const reply = await fetch(`${instance.url}${path}`, {
          headers: {
            [ACTOR_HEADER]: signActor(memberId, BUILT_APP_SECRET, { method: "GET", url: path }),
            ...(position ? { [POSITION_HEADER]: position } : {}),
          },
        }).catch(() => null);
        if (!reply || reply.status === 404) return null;
        const ms = Math.round(performance.now() - started);
        if (!reply.ok) return `${instance.name} ${reply.status} in ${ms} ms`;
        return `${instance.name} ${shows(await reply.json()) ? "shows it" : "lacks it"} in ${ms} ms`;
      }),
    );
    return answers.filter(Boolean).join(", ");
  };
}

function printThroughput(rows: Row[]): void {
  console.log("\nThroughput through the gateway (8 s at 10 connections each, after a 2 s warm-up):");
  console.table(rows);
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

function printLoad(ledger: Ledger, started: number, ended: number): void {
  const calls = ledger.calls.filter((call) => call.at >= started && call.at <= ended);
  const writes = ledger.writes;
  const byOutcome = new Map<string, number>();
  for (const write of writes) byOutcome.set(write.outcome, (byOutcome.get(write.outcome) ?? 0) + 1);
  console.log(
    `\nThe load: ${calls.length} calls in ${seconds(ended - started)} (${Math.round(calls.length / ((ended - started) / 1000))}/s), p99 ${Math.round(p99(calls.map((call) => call.ms)))} ms; ` +
      `${writes.length} writes: ${[...byOutcome].map(([outcome, n]) => `${n} ${outcome}`).join(", ")}`,
  );
  // What the members were told instead of "stored", so a refusal reads as a rule or as a contention.
  const answers = new Map<string, number>();
  for (const write of writes.filter((one) => one.outcome !== "stored")) {
    const answer = `${write.kind} ${write.outcome} ${write.status} ${write.code ?? ""}`.trim();
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  for (const [answer, n] of [...answers].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${answer}`);
}

function printFaults(faults: FaultReport[], ledger: Ledger): void {
  console.log("\nFaults (in the order caused):");
  for (const fault of faults) {
    const during = ledger.calls.filter((call) => call.at >= fault.startedAt && call.at <= fault.endedAt);
    const failedCalls = during.filter((call) => call.status === 0 || call.status >= 500).length;
    console.log(
      `- ${ledger.when(fault.startedAt)} to ${ledger.when(fault.endedAt)}, ${fault.fault}: healed in ${seconds(fault.healMs)}; ${during.length} calls meanwhile, ${failedCalls} failed, p99 ${Math.round(p99(during.map((call) => call.ms)))} ms\n  ${fault.detail}`,
    );
  }
}
