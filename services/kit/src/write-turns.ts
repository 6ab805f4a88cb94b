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
import { certainlyNotStored } from "./publish-outcome.ts";

// A clustered nats-server before 2.9.21 (nats-server#4320) checks a publish's expected subject
// sequence against what its stream leader has applied, not against what is still being
// replicated: two writers expecting the same sequence a moment apart are both stored. Measured on
// 2.9.10 with three nodes: of 4,617 racing appends on one aggregate, 3,884 were stored on top of a
// version they did not expect, and 200 of 200 racing compare-and-sets on a KV key had several
// winners. An expectation of 0 (a new subject) is checked when the message is applied, and held:
// one winner in 200 of 200 races. From 2.9.21 on (compose runs 2.10) the check is exact.
//
// So, on such a cluster, a write that expects a sequence above 0 first takes its turn: a KV key for
// the subject and that sequence, created with an expectation of 0. One writer per sequence gets it;
// the others are answered as the server should have answered them, "wrong last sequence", and
// decide again on what the winner stored. A turn whose publish certainly stored nothing (the server
// said no) is given back at once, for the next writer; any other turn is kept, and its key expires
// long after any write could still be on its way.

/** Long past the longest an append may be in flight (its resends for 4 s after a lost ack). */
export const TURN_KEPT_MS = 10_000;
/** The first release whose cluster checks an expected sequence exactly. */
export const EXACT_CHECK_SINCE = "2.9.21";

/** Whether writes to a cluster of servers at `version` need turns: before EXACT_CHECK_SINCE. */
export function needsTurns(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.-]/).map(Number);
  const [fixedMajor, fixedMinor, fixedPatch] = EXACT_CHECK_SINCE.split(".").map(Number) as [number, number, number];
  if (major !== fixedMajor) return major < fixedMajor;
  if (minor !== fixedMinor) return minor < fixedMinor;
  return patch < fixedPatch;
}

type Turn = { key: string; revision: number };

export class WriteTurns {
  constructor(private readonly kv: KV) {}

  /**
   * The turn to write on top of `sequence` of `subject`, or null when another holder has it: the
   * first to ask gets it, and so does a repeat from the same holder (a message sent again after
   * its ack was lost).
   */
  async take(subject: string, sequence: number, holder: string): Promise<Turn | null> {
    const key = `${createHash("sha256").update(subject).digest("hex").slice(0, 40)}.${sequence}`;
    try {
      return { key, revision: await this.kv.create(key, holder) };
    } catch (error) {
      if ((error as { code?: unknown }).code !== JetStreamApiCodes.StreamWrongLastSequence) throw error;
    }
    const entry = await this.kv.get(key);
    return entry?.operation === "PUT" && entry.string() === holder ? { key, revision: entry.revision } : null;
  }

  /** Gives the turn back, unless it moved on meanwhile. */
  async giveBack(turn: Turn): Promise<void> {
    await this.kv.delete(turn.key, { previousSeq: turn.revision }).catch(() => {
      // Taken again, or out of reach: it expires with the rest.
    });
  }
}

/** `js` whose publishes that expect a subject sequence above 0 take their turn first. */
export function takingTurns(js: JetStreamClient, turns: WriteTurns): JetStreamClient {
  const publish: JetStreamClient["publish"] = async (subject, payload, options) => {
    const expected = expectedSequence(options);
    if (expected === 0) return js.publish(subject, payload, options);
    const turn = await turns.take(subject, expected, options?.msgID ?? randomUUID());
    if (!turn) {
      throw new JetStreamApiError({
        code: 400,
        err_code: JetStreamApiCodes.StreamWrongLastSequence,
        description: `wrong last sequence: another writer took the turn after ${expected}`,
      });
    }
    try {
      return await js.publish(subject, payload, options);
    } catch (error) {
      if (certainlyNotStored(error)) await turns.giveBack(turn);
      throw error;
    }
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
