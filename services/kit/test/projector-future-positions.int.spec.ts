import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../../infra/test/tcp-proxy.ts";
import { connectNats, type Nats } from "../src/nats.ts";
import { defineProjection, type EventsOf } from "../src/projection/define.ts";
import { Projector } from "../src/projection/projector.ts";
import { createMemoryReadStore } from "../src/read-store/memory.ts";
import { testEvent, testStream, uniqueName, type TestStream, testNatsUrl } from "../src/testing/connections.ts";
import "../src/testing/provided-context.ts";

// Read-your-writes waits only for what the log holds: a sequence beyond its end is answered at
// once (false), a written one not yet applied is waited for, and with NATS out of reach (no
// answer where the log ends) the wait runs its bound and ends.

type GateEvent = { type: "Held"; data: Record<string, never> };

let test: TestStream;
/** Holds the projection in its handler until opened. */
let gate: { opened: Promise<void>; open: () => void };
const closedGate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

const projectorOn = (nats: Nats) =>
  new Projector({
    nats,
    store: createMemoryReadStore(),
    projections: [
      defineProjection<EventsOf<GateEvent>>({
        name: "gated",
        streams: [test.name],
        on: {
          async Held() {
            await gate.opened;
          },
        },
      }),
    ],
    logger: pino({ level: "silent" }),
    consumerPrefix: uniqueName("future"),
  });
const hold = () => test.events.publish(test.subject("gate", "g"), testEvent("Held", "g"));
const timed = async <T>(promise: Promise<T>) => {
  const started = performance.now();
  const result = await promise;
  return { result, ms: performance.now() - started };
};

beforeAll(async () => {
  test = await testStream("FUTURE");
  gate = closedGate();
  gate.open();
  await hold();
});
afterAll(() => test.remove());

describe("waiting for a position", () => {
  it("answers a sequence beyond the log's end at once, and waits for a written one until it is applied", async () => {
    const projector = projectorOn(test.connections.nats);
    await projector.start();
    const first = await hold();
    expect(await projector.waitFor(test.name, first.sequence)).toBe(true);

    const future = await timed(projector.waitFor(test.name, first.sequence + 1_000_000_000, 2000));
    expect(future.result).toBe(false);
    expect(future.ms).toBeLessThan(500);

    gate = closedGate();
    const written = await hold();
    let answered = false;
    const waiting = projector.waitFor(test.name, written.sequence, 5000).then((reached) => {
      answered = true;
      return reached;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(answered).toBe(false);
    gate.open();
    expect(await waiting).toBe(true);
    await projector.stop();
  });

  it("waits its bound, and no longer, while NATS is out of reach and cannot say where the log ends", async () => {
    const { hostname, port } = new URL(testNatsUrl());
    const proxy: TcpProxy = await startTcpProxy({ host: hostname, port: Number(port) });
    const nats = await connectNats(`nats://${proxy.address}`, "future");
    const projector = projectorOn(nats);
    await projector.start();
    const last = await hold();
    expect(await projector.waitFor(test.name, last.sequence)).toBe(true);
    proxy.cut();

    // A slow or missing answer is no proof the token is made up: a real write's read must not be
    // answered without it (a cluster under load answers slowly), so the wait runs its course.
    const future = await timed(projector.waitFor(test.name, last.sequence + 1_000_000_000, 2000));
    expect(future.result).toBe(false);
    expect(future.ms).toBeGreaterThanOrEqual(1900);
    expect(future.ms).toBeLessThan(3000);

    proxy.mend();
    await projector.stop();
    await nats.connection.close();
    await proxy.close();
  });
});
