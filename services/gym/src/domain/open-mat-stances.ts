import type { OpenMatConfirmed, OpenMatFlagged } from "@kumite/contracts/gym/events";

// Where members stand on an open mat: each member either confirms it or flags it as gone, the
// latest word counting. It stops being listed ("gone") as soon as more members flag it than
// confirm it (its adder counts as a confirmation), and stays gone: nobody sees it to confirm it
// back; adding it again is open to anyone. The decider and the read model both fold it with this.

export type Stance = { stance: "confirmed" | "flagged"; at: string };
export type OpenMatStances = {
  stances: Record<string, Stance>;
  confirmations: number;
  flags: number;
  lastConfirmedAt: string;
  gone: boolean;
};

export type StanceEvent =
  { type: "OpenMatConfirmed"; data: OpenMatConfirmed } | { type: "OpenMatFlagged"; data: OpenMatFlagged };

export function firstStances(addedBy: string, addedAt: string): OpenMatStances {
  return {
    stances: { [addedBy]: { stance: "confirmed", at: addedAt } },
    confirmations: 1,
    flags: 0,
    lastConfirmedAt: addedAt,
    gone: false,
  };
}

export function withStance<T extends OpenMatStances>(openMat: T, event: StanceEvent, at: string): T {
  const stance = event.type === "OpenMatConfirmed" ? "confirmed" : "flagged";
  const stances: Record<string, Stance> = { ...openMat.stances, [event.data.memberId]: { stance, at } };
  const all = Object.values(stances);
  const confirmations = all.filter((one) => one.stance === "confirmed").length;
  const flags = all.length - confirmations;
  return {
    ...openMat,
    stances,
    confirmations,
    flags,
    lastConfirmedAt: stance === "confirmed" ? at : openMat.lastConfirmedAt,
    gone: openMat.gone || flags > confirmations,
  };
}
