import { JetStreamApiCodes, JetStreamApiError, type JetStreamClient } from "@nats-io/jetstream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openBucket } from "../src/nats.ts";
import { testConnections, uniqueName, type TestConnections } from "../src/testing/connections.ts";
import { takingTurns, WriteTurns } from "../src/write-turns.ts";

// A writer's turn on top of a version (write-turns.ts) goes back the moment its publish certainly
// stored nothing, so the next writer is not refused for the turn's whole life; a publish that may
// have been stored keeps it.

let connections: TestConnections;
let turns: WriteTurns;
beforeAll(async () => {
  connections = await testConnections("write-turns");
  turns = new WriteTurns(await openBucket(connections.nats, uniqueName("turns").toLowerCase(), { history: 1 }));
});
afterAll(() => connections.close());

/** A JetStream whose publishes fail with `failure` while it is set, and are acknowledged after. */
function failingJetStream() {
  const state: { failure: Error | null } = { failure: null };
  const js = {
    async publish(subject: string) {
      if (state.failure) throw state.failure;
      return { stream: "TEST", seq: 1, duplicate: false, domain: "", subject };
    },
  } as unknown as JetStreamClient;
  return { js: takingTurns(js, turns), state };
}

const onTopOf = (sequence: number, msgID: string) => ({ expect: { lastSubjectSequence: sequence }, msgID });
const serverSaidNo = () =>
  new JetStreamApiError({ code: 503, err_code: JetStreamApiCodes.NoMessageFound, description: "stream offline" });

it("gives the turn back when the server said no, and the next writer takes it", async () => {
  const { js, state } = failingJetStream();
  state.failure = serverSaidNo();
  await expect(js.publish("dojo.roster.r1", "a", onTopOf(4, "command-1"))).rejects.toBe(state.failure);
  state.failure = null;
  expect((await js.publish("dojo.roster.r1", "b", onTopOf(4, "command-2"))).seq).toBe(1);
});

it("keeps the turn when the publish may have been stored, and refuses the next writer", async () => {
  const { js, state } = failingJetStream();
  state.failure = Object.assign(new Error("timeout"), { name: "TimeoutError" });
  await expect(js.publish("dojo.roster.r2", "a", onTopOf(4, "command-1"))).rejects.toBe(state.failure);
  state.failure = null;
  const refused = await js.publish("dojo.roster.r2", "b", onTopOf(4, "command-2")).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(JetStreamApiError);
  expect((refused as JetStreamApiError).code).toBe(JetStreamApiCodes.StreamWrongLastSequence);
  // The first writer, sending its message again, still has it.
  expect((await js.publish("dojo.roster.r2", "a", onTopOf(4, "command-1"))).seq).toBe(1);
});
