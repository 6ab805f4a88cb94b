// Position tokens carry read-your-writes across services: `<STREAM>:<sequence>[,<STREAM>:<sequence>…]`.

export type Positions = Map<string, number>;

export function parsePositions(header: string | undefined): Positions {
  const positions: Positions = new Map();
  for (const part of (header ?? "").split(",")) {
    const match = /^([A-Z][A-Z0-9_]{0,63}):(\d{1,15})$/.exec(part.trim());
    if (match) positions.set(match[1]!, Math.max(positions.get(match[1]!) ?? 0, Number(match[2])));
  }
  return positions;
}

export function formatPositions(positions: Positions): string {
  return [...positions].map(([stream, sequence]) => `${stream}:${sequence}`).join(",");
}
