import type { Projector } from "./projector.ts";

// Answers computed from read models (feed pages, trending topics, a member's blocks), kept until one
// of the projections behind them applies an event, here or, on standby, by the leader. A write's own
// reader waits for its position first (read-your-writes), so it never gets an answer from before
// its write.

const MAX_ENTRIES = 2000;

export class ProjectionCache<Answer> {
  private entries = new Map<string, Answer>();
  private generation = 0;

  constructor(projector: Pick<Projector, "onApplied">, projections: readonly string[]) {
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
