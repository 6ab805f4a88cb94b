import type { OpenMatConfirmed, OpenMatFlagged } from "@kumite/contracts/gym/events";

// Where members stand on an open mat: each member either confirms it or flags it as gone, the
// latest word counting, so a member weighs once however often they flag. It stops being listed
// ("gone") as soon as more members flag it than confirm it (its adder counts as a confirmation),
// and stays gone: nobody sees it to confirm it back; adding it again is open to anyone. A flag from
// a member who was not established when they made it is kept (they see their own word) but weighs
// nothing, or a couple of accounts made for the purpose would take any open mat off the list. The
// decider and the read model both fold it with this.

/** `counted` is false for a flag that weighs nothing; absent where it counts (older documents). */
export type Stance = { stance: "confirmed" | "flagged"; at: string; counted?: boolean };
const weighs = (one: Stance) => one.counted !== false;
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
  const said: Stance =
    event.type === "OpenMatConfirmed"
      ? { stance: "confirmed", at }
      : { stance: "flagged", at, counted: event.data.counted !== false };
  const stances: Record<string, Stance> = { ...openMat.stances, [event.data.memberId]: said };
  const all = Object.values(stances);
  const confirmations = all.filter((one) => one.stance === "confirmed").length;
  const flags = all.filter((one) => one.stance === "flagged" && weighs(one)).length;
  return {
    ...openMat,
    stances,
    confirmations,
    flags,
    lastConfirmedAt: said.stance === "confirmed" ? at : openMat.lastConfirmedAt,
    gone: openMat.gone || flags > confirmations,
  };
}
