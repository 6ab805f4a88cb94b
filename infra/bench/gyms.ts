import { availableParallelism } from "node:os";
import { createHash, randomUUID } from "node:crypto";
import { GYM_STREAM, gymNameSubject, gymSubject, type GymAdded, type OpenMatAdded } from "@kumite/contracts/gym/events";
import { EventStore } from "@kumite/kit/event-store";
import { connectNats } from "@kumite/kit/nats";
import { gym, openMat, seededRandom } from "../seed/sample-content.ts";
import { signUpThrough } from "../test/sign-up.ts";
import { benchEvent, measure, startHelloWorld, onPrivateLog } from "./measure.ts";

// `node --import tsx infra/bench/gyms.ts` (part of `npm run bench`): nearby gyms over 50,000. A
// private nats-server gets BENCH_GYMS gyms around the seed's twelve cities (gym's events appended
// directly, a fifth of them with an open mat); the built app replays them; then, through the
// gateway at 10 connections, nearby in Lisbon with SPEC's default radius of 25 km (about 4,000
// gyms in its cells, the nearest 100 answered; target p99 < 20 ms), the same with "open mat
// today", and the list of all gyms; a bare Fastify hello-world in its own process is measured the
// same way for reference (the least any route costs on this machine).

const GYMS = Number(process.env.BENCH_GYMS ?? 50_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;
const PUBLISH_WINDOW = 2000;
const LISBON = { latitude: 38.72, longitude: -9.14 };

async function appendGyms(natsUrl: string): Promise<void> {
  const nats = await connectNats(natsUrl, "bench-gyms");
  const events = new EventStore(nats);
  await events.ensureStream(GYM_STREAM);
  const random = seededRandom(2028);
  const started = performance.now();
  for (let from = 0; from < GYMS; from += PUBLISH_WINDOW) {
    const window: Array<Promise<unknown>> = [];
    for (let index = from; index < Math.min(GYMS, from + PUBLISH_WINDOW); index++) {
      const { website, phone, ...profile } = gym(random, index);
      const gymId = randomUUID();
      const nameKey = profile.name.toLowerCase();
      const added: GymAdded = {
        ...profile,
        phone,
        website: website ? `https://${website}/` : null,
        gymId,
        nameKey,
        addedBy: "bench",
      };
      const listing = createHash("sha256").update(nameKey).digest("hex").slice(0, 32);
      window.push(events.publish(gymNameSubject(listing), benchEvent("GymAdded", listing, added)));
      if (index % 5 === 0) {
        const slot: OpenMatAdded = { ...openMat(random), gymId, openMatId: randomUUID(), addedBy: "bench" };
        window.push(events.publish(gymSubject(gymId), benchEvent("OpenMatAdded", gymId, slot)));
      }
    }
    await Promise.all(window);
  }
  console.log(`${GYMS} gyms appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await nats.connection.close();
}

await onPrivateLog(appendGyms, async (app) => {
  const hello = await startHelloWorld();
  try {
    const { cookie } = await signUpThrough(app.url, { displayName: "Bench Traveller" });
    const nearby = `${app.url}/api/gyms/nearby?latitude=${LISBON.latitude}&longitude=${LISBON.longitude}&radius=25`;
    // The sign-up reached gym's member directory once nearby answers.
    for (let tries = 0; ; tries++) {
      const reply = await fetch(nearby, { headers: { cookie } });
      if (reply.ok) {
        console.log(`${((await reply.json()) as unknown[]).length} gyms in the first nearby answer`);
        break;
      }
      if (tries > 100) throw new Error(`nearby answered ${reply.status}: ${await reply.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = [
      await measure("GET /api/gyms/nearby (Lisbon, 25 km) via gateway", nearby, {
        connections: CONNECTIONS,
        seconds: DURATION_S,
        cookie,
      }),
      await measure(
        "GET /api/gyms/nearby (Lisbon, 25 km, open mat today) via gateway",
        `${nearby}&openMat=today&timeZone=Europe/Lisbon`,
        { connections: CONNECTIONS, seconds: DURATION_S, cookie },
      ),
      await measure("GET /api/gyms (the newest 100) via gateway", `${app.url}/api/gyms`, {
        connections: CONNECTIONS,
        seconds: DURATION_S,
        cookie,
      }),
      await measure("Fastify hello-world (reference, own process)", hello.url, {
        connections: CONNECTIONS,
        seconds: DURATION_S,
      }),
    ];
    console.log(
      `\nGyms: ${GYMS} gyms, ${CONNECTIONS} connections, ${DURATION_S} s per route, ${availableParallelism()} cores`,
    );
    console.table(rows);
    const [near] = rows;
    const met = near!["p99 ms"] < TARGET_P99_MS && near!.failed === 0;
    console.log(
      `${met ? "MET   " : "MISSED"} ${near!.route}: p99 ${near!["p99 ms"]} ms (target < ${TARGET_P99_MS} ms)`,
    );
  } finally {
    hello.stop();
  }
});
