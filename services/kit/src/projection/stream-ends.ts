// Where each stream's log ends, to tell a position token from the future (a sequence the log does
// not hold, sent by mistake or to tie up requests) from a write not applied yet: only the second
// is worth waiting for. What the consumers saw delivered (a message's sequence plus what was still
// pending after it) is a floor of the end that costs nothing; only a sequence beyond it asks NATS.
// Those asks are one at a time per stream and at most one every ASK_EVERY_MS, however many callers
// send sequences from the future: each caller waits for an ask that started after it came (so a
// write made just before its read is always inside the answer), shared with every caller meanwhile.

/**
 * The least time between two asks for one stream's end: short, since every act that reaches a
 * member waits for one (members/block-rule.ts); 40 asks a second at most per stream, each one
 * JetStream API call.
 */
const ASK_EVERY_MS = 25;
/** An ask unanswered by then (NATS away, or slow under load) counts as no answer: the read waits on. */
const ANSWER_WITHIN_MS = 500;

type Asks = {
  /** When the last ask began. */
  startedAt: number;
  /** The ask under way, if any. */
  current: Promise<number | null> | null;
  /** The ask that begins once the current one ends and enough time has passed, for callers who came since. */
  next: Promise<number | null> | null;
};

export class StreamEnds {
  private readonly floors = new Map<string, number>();
  private readonly asks = new Map<string, Asks>();

  /** `lastSequence`: the stream's last sequence, as NATS says now. */
  constructor(private readonly lastSequence: (stream: string) => Promise<number>) {}

  /** The log of `stream` holds at least up to `sequence`. */
  saw(stream: string, sequence: number): void {
    if (sequence > (this.floors.get(stream) ?? 0)) this.floors.set(stream, sequence);
  }

  /** Whether the log of `stream` holds `sequence`; null when NATS gave no answer in time. */
  async holds(stream: string, sequence: number): Promise<boolean | null> {
    if (sequence <= (this.floors.get(stream) ?? 0)) return true;
    const last = await this.askAfterNow(stream);
    if (last === null) return null;
    this.saw(stream, last);
    return sequence <= last;
  }

  /** Where the log of `stream` ends now (an ask that began after this call); null when NATS gave no answer. */
  async end(stream: string): Promise<number | null> {
    const last = await this.askAfterNow(stream);
    if (last !== null) this.saw(stream, last);
    return last;
  }

  private askAfterNow(stream: string): Promise<number | null> {
    let asks = this.asks.get(stream);
    if (!asks) this.asks.set(stream, (asks = { startedAt: -Infinity, current: null, next: null }));
    const state = asks;
    if (!state.current && Date.now() - state.startedAt >= ASK_EVERY_MS) return this.begin(stream, state);
    return (state.next ??= (async () => {
      await state.current;
      const wait = state.startedAt + ASK_EVERY_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      state.next = null;
      return this.begin(stream, state);
    })());
  }

  private begin(stream: string, state: Asks): Promise<number | null> {
    state.startedAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const ask = Promise.race([
      this.lastSequence(stream).catch(() => null),
      new Promise<null>((resolve) => (timer = setTimeout(resolve, ANSWER_WITHIN_MS, null))),
    ]).finally(() => {
      clearTimeout(timer);
      state.current = null;
    });
    state.current = ask;
    return ask;
  }
}
