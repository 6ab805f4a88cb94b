import { POSITION_HEADER } from "@kumite/contracts/http";
import { formatPositions } from "@kumite/contracts/positions";
import type { Position } from "../event-store.ts";

/** Tells the caller where its write landed, so its next queries can wait for it in any service. */
export function positionHeader(...positions: Position[]): Record<string, string> {
  const highest = new Map<string, number>();
  for (const { stream, sequence } of positions) highest.set(stream, Math.max(sequence, highest.get(stream) ?? 0));
  return highest.size > 0 ? { [POSITION_HEADER]: formatPositions(highest) } : {};
}
