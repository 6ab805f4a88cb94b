import { formatPositions, mergePositions, parsePositions } from "@kumite/contracts/positions";

/**
 * Read-your-writes across services (DESIGN.md): every reply may carry `x-kumite-position`
 * (`STREAM:seq[,STREAM:seq]`). The browser keeps the highest sequence seen per stream and sends the
 * merged token with every later request, so a service waits until its projections have caught up.
 */
export interface PositionTracker {
  /** Merges a reply's header value into what we know. */
  remember(token: string | null | undefined): void;
  /** The merged token to send, or undefined before any reply carried one. */
  current(): string | undefined;
  reset(): void;
}

export function createPositionTracker(): PositionTracker {
  let positions = new Map<string, number>();
  return {
    remember(token) {
      positions = mergePositions(positions, parsePositions(token));
    },
    current() {
      return positions.size > 0 ? formatPositions(positions) : undefined;
    },
    reset() {
      positions = new Map();
    },
  };
}

/** The browser-wide tracker used by the request helper. */
export const positionTracker = createPositionTracker();
