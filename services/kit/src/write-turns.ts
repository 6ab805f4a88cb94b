import { createHash, randomUUID } from "node:crypto";
import type { MsgHdrs } from "@nats-io/transport-node";
import {
  JetStreamApiCodes,
  JetStreamApiError,
  PubHeaders,
  type JetStreamClient,
  type JetStreamPublishOptions,
} from "@nats-io/jetstream";
import type { KV } from "@nats-io/kv";

// A clustered nats-server 2.9 (before 2.9.21: nats-server#4320) checks a publish's expected
// subject sequence against what its stream leader has applied, not against what is still being
// replicated: two writers expecting the same sequence a moment apart are both stored. Measured on
// 2.9.10 with three nodes: of 4,617 racing appends on one aggregate, 3,884 were stored on top of a
// version they did not expect, and 200 of 200 racing compare-and-sets on a KV key had several
// winners. An expectation of 0 (a new subject) is checked when the message is applied, and held:
// one winner in 200 of 200 races.
//
// So, on a cluster, a write that expects a sequence above 0 first takes its turn: a KV key for the
// subject and that sequence, created with an expectation of 0. One writer per sequence gets it;
// the others are answered as the server should have answered them, "wrong last sequence", and
// decide again on what the winner stored. Turns are never given back: each sequence is written on
// once, and the keys expire long after any write could still be on its way.

/** Long past the longest an append may be in flight (its resends for 4 s after a lost ack). */
export const TURN_KEPT_MS = 10_000;

export class WriteTurns {
  constructor(private readonly kv: KV) {}

  /**
   * Whether `holder` may write on top of `sequence` of `subject`: the first to ask gets it, and so
   * does a repeat from the same holder (a message sent again after its ack was lost).
   */
  async take(subject: string, sequence: number, holder: string): Promise<boolean> {
    const key = `${createHash("sha256").update(subject).digest("hex").slice(0, 40)}.${sequence}`;
    try {
      await this.kv.create(key, holder);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== JetStreamApiCodes.StreamWrongLastSequence) throw error;
    }
    return (await this.kv.get(key))?.string() === holder;
  }
}

/** `js` whose publishes that expect a subject sequence above 0 take their turn first. */
export function takingTurns(js: JetStreamClient, turns: WriteTurns): JetStreamClient {
  const publish: JetStreamClient["publish"] = async (subject, payload, options) => {
    const expected = expectedSequence(options);
    if (expected > 0 && !(await turns.take(subject, expected, options?.msgID ?? randomUUID()))) {
      throw new JetStreamApiError({
        code: 400,
        err_code: JetStreamApiCodes.StreamWrongLastSequence,
        description: `wrong last sequence: another writer took the turn after ${expected}`,
      });
    }
    return js.publish(subject, payload, options);
  };
  return new Proxy(js, {
    get(target, property) {
      if (property === "publish") return publish;
      const value: unknown = Reflect.get(target, property);
      // Its methods use private fields: called on the proxy they would not find them.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The subject sequence a publish expects, whether set as an option (the event log) or a header (KV). */
function expectedSequence(options: Partial<JetStreamPublishOptions> | undefined): number {
  const fromHeader = (options?.headers as MsgHdrs | undefined)?.get(PubHeaders.ExpectedLastSubjectSequenceHdr);
  return options?.expect?.lastSubjectSequence ?? (fromHeader ? Number(fromHeader) : 0);
}
