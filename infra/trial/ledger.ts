import type { Reply } from "./member.ts";

// What the trial's members did and were told: every write with its outcome as the reply gave it,
// every read-your-writes check that came back without the write, every failed read.

export type WriteKind = "post" | "comment" | "like" | "message" | "dojo" | "event" | "report";

/**
 * What a write's reply said: stored (2xx), refused (a 4xx: nothing stored), not saved (a 503 that
 * says so), or unknown (no reply, a gateway's 502/504, or a service that could not confirm).
 */
export type Outcome = "stored" | "refused" | "not-saved" | "unknown";

export type Write = {
  kind: WriteKind;
  by: string;
  /** Unique words in the write's content, to count how many times it was stored. */
  nonce: string;
  /** The post commented on, the member liked / messaged / reported, the dojo or event joined or left. */
  target: string;
  /** For dojo and event moves: whether it was a join (true) or a leave. */
  joins?: boolean;
  outcome: Outcome;
  status: number;
  code: string | null;
  at: number;
};

export type Miss = {
  kind: WriteKind;
  by: string;
  nonce: string;
  read: string;
  position: string | undefined;
  at: number;
  /** What each instance answered to the same read right after. */
  instances: string;
};

export class Ledger {
  readonly writes: Write[] = [];
  readonly misses: Miss[] = [];
  /** GETs answered 5xx (or not at all): none may be. */
  readonly failedReads: { path: string; status: number; code: string | null; at: number }[] = [];
  readonly calls: { at: number; ms: number; status: number; write: boolean }[] = [];
  /** When the load began: the trial's times are told from there. */
  startedAt = Date.now();

  /** A moment of the trial as seconds into the load. */
  when(at: number): string {
    return `${at < this.startedAt ? "-" : "+"}${(Math.abs(at - this.startedAt) / 1000).toFixed(1)} s`;
  }

  record(write: Omit<Write, "outcome" | "status" | "code" | "at">, reply: Reply): Write {
    const entry = { ...write, outcome: outcomeOf(reply), status: reply.status, code: reply.code, at: reply.at };
    this.writes.push(entry);
    return entry;
  }

  stored(kind: WriteKind): Write[] {
    return this.writes.filter((write) => write.kind === kind && write.outcome === "stored");
  }
}

export function outcomeOf(reply: Pick<Reply, "status" | "code">): Outcome {
  if (reply.status >= 200 && reply.status < 300) return "stored";
  if (reply.status === 503 && reply.code !== "save.unknown") return "not-saved";
  if (reply.status >= 400 && reply.status < 500 && reply.code !== "idempotency.in-progress") return "refused";
  return "unknown";
}
