import { POSITION_HEADER } from "@kumite/contracts/http";

/**
 * Read-your-writes across services (DESIGN.md): every reply may carry `x-kumite-position`
 * (`STREAM:seq[,STREAM:seq]`). We keep the highest sequence seen per stream and send the merged
 * token with every later request, so a service waits until its projections have caught up.
 */
export { POSITION_HEADER };

export type Positions = ReadonlyMap<string, number>;

/** Parses `STREAM:seq[,STREAM:seq]`, skipping malformed parts; a repeated stream keeps its highest seq. */
export function parsePositionToken(token: string | null | undefined): Map<string, number> {
  const positions = new Map<string, number>();
  if (!token) return positions;
  for (const part of token.split(",")) {
    const separator = part.lastIndexOf(":");
    if (separator <= 0) continue;
    const stream = part.slice(0, separator).trim();
    const seqText = part.slice(separator + 1).trim();
    if (!/^\d+$/.test(seqText)) continue;
    const seq = Number(seqText);
    if (!stream || !Number.isSafeInteger(seq)) continue;
    positions.set(stream, Math.max(seq, positions.get(stream) ?? 0));
  }
  return positions;
}

/** The highest seq per stream of both. */
export function mergePositions(a: Positions, b: Positions): Map<string, number> {
  const merged = new Map(a);
  for (const [stream, seq] of b) merged.set(stream, Math.max(seq, merged.get(stream) ?? 0));
  return merged;
}

/** `STREAM:seq` pairs sorted by stream name, joined by commas; empty when nothing is known. */
export function formatPositionToken(positions: Positions): string {
  return [...positions.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stream, seq]) => `${stream}:${seq}`)
    .join(",");
}

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
      positions = mergePositions(positions, parsePositionToken(token));
    },
    current() {
      return positions.size > 0 ? formatPositionToken(positions) : undefined;
    },
    reset() {
      positions = new Map();
    },
  };
}

/** The browser-wide tracker used by the request helper. */
export const positionTracker = createPositionTracker();
