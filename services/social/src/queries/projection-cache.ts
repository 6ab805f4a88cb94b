import type { Projector } from "@kumite/kit/projection/projector";

// Answers computed from read models that every reader shares (feed pages, trending topics), kept
// until one of the projections behind them applies an event. A write's own reader waits for its
// position first (read-your-writes), so it never gets an answer from before its write.

const MAX_ENTRIES = 2000;

export class ProjectionCache<Answer> {
  private entries = new Map<string, Answer>();
  private generation = 0;

  constructor(projector: Projector, projections: readonly string[]) {
    projector.onApplied((projection) => {
      if (!projections.includes(projection)) return;
      this.generation += 1;
      this.entries.clear();
    });
  }

  async get(key: string, load: () => Promise<Answer>): Promise<Answer> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    // Remember the generation: an answer loaded while an event lands must not outlive that event.
    const generation = this.generation;
    const answer = await load();
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, answer);
    }
    return answer;
  }
}

/** A feed page, serialised once: kept as bytes so it is not encoded again on every send. */
export type CachedPage = { body: Buffer; nextCursor: string | null };
