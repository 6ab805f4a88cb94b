// Read-your-writes: how far each projection has applied each stream, and callers waiting for a
// position. A stream's position is the lowest of the projections that read it.

type Waiter = { stream: string; sequence: number; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

export class AppliedPositions {
  private readonly applied = new Map<string, Map<string, number>>();
  private waiters: Waiter[] = [];

  set(stream: string, projection: string, sequence: number): void {
    let byProjection = this.applied.get(stream);
    if (!byProjection) this.applied.set(stream, (byProjection = new Map()));
    byProjection.set(projection, sequence);
    if (this.waiters.length > 0) this.release();
  }

  /** The sequence of `stream` that every projection reading it has applied; null if none reads it. */
  of(stream: string): number | null {
    const byProjection = this.applied.get(stream);
    if (!byProjection || byProjection.size === 0) return null;
    let lowest = Infinity;
    for (const sequence of byProjection.values()) lowest = Math.min(lowest, sequence);
    return lowest;
  }

  /**
   * True once `stream` reached `sequence`, false after `timeoutMs` or once `giveUp` aborts; a stream
   * nobody reads, at once.
   */
  waitFor(stream: string, sequence: number, timeoutMs: number, giveUp?: AbortSignal): Promise<boolean> {
    const position = this.of(stream);
    if (position === null || position >= sequence) return Promise.resolve(true);
    if (giveUp?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const end = () => this.end(waiter, false);
      const waiter: Waiter = {
        stream,
        sequence,
        resolve: (reached) => {
          giveUp?.removeEventListener("abort", end);
          resolve(reached);
        },
        timer: setTimeout(end, timeoutMs),
      };
      giveUp?.addEventListener("abort", end, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** Lets every waiter go unanswered (false): the projector is stopping. */
  cancelWaiters(): void {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  private end(waiter: Waiter, reached: boolean): void {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((other) => other !== waiter);
    waiter.resolve(reached);
  }

  private release(): void {
    this.waiters = this.waiters.filter((waiter) => {
      const position = this.of(waiter.stream);
      if (position !== null && position < waiter.sequence) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }
}
