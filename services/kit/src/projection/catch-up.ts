import { untilJetStreamAnswers, type Nats } from "../nats.ts";

// Readiness: where each stream ended when the service started. Until its projections reach those
// ends, its read models are half built and the service says it is not ready.

export class CatchUp {
  private ends = new Map<string, number>();

  async record(nats: Nats, streams: readonly string[]): Promise<void> {
    const ends = await Promise.all(
      streams.map(async (stream) => {
        const info = await untilJetStreamAnswers(nats, `where ${stream} ends`, () => nats.jsm.streams.info(stream));
        return [stream, info.state.last_seq] as const;
      }),
    );
    this.ends = new Map(ends);
  }

  /** Throws, saying how far it is, until every stream is applied up to where it ended at start. */
  check(positionOf: (stream: string) => number | null): void {
    for (const [stream, end] of this.ends) {
      const position = positionOf(stream) ?? 0;
      if (position < end) throw new Error(`replaying ${stream}: ${position} of ${end}`);
    }
  }
}
