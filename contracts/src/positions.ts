// Position tokens carry read-your-writes across services (DESIGN.md): a write's reply says where
// its events landed, `<STREAM>:<sequence>[,<STREAM>:<sequence>…]`, the web sends the highest it has
// seen per stream with later calls, and a service waits (bounded) until its projections reach it.

export type Positions = ReadonlyMap<string, number>;

const PART = /^([A-Z][A-Z0-9_]{0,63}):(\d{1,15})$/;

/** Reads a token, skipping malformed parts; a repeated stream keeps its highest sequence. */
export function parsePositions(token: string | null | undefined): Map<string, number> {
  const positions = new Map<string, number>();
  for (const part of (token ?? "").split(",")) {
    const match = PART.exec(part.trim());
    if (match) positions.set(match[1]!, Math.max(positions.get(match[1]!) ?? 0, Number(match[2])));
  }
  return positions;
}

/** The highest sequence per stream of both. */
export function mergePositions(a: Positions, b: Positions): Map<string, number> {
  const merged = new Map(a);
  for (const [stream, sequence] of b) merged.set(stream, Math.max(sequence, merged.get(stream) ?? 0));
  return merged;
}

/** `STREAM:sequence` pairs sorted by stream, joined by commas; empty when nothing is known. */
export function formatPositions(positions: Positions): string {
  return [...positions]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stream, sequence]) => `${stream}:${sequence}`)
    .join(",");
}
