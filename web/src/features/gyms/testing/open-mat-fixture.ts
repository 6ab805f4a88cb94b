import type { OpenMatView } from "@kumite/contracts/gym/views";

/** An open mat as a gym's view carries it: confirmed by its adder, the reader having done nothing. */
export function openMatView(
  overrides: Partial<Omit<OpenMatView, "viewer">> & { viewer?: Partial<OpenMatView["viewer"]> } = {},
): OpenMatView {
  const { viewer, ...rest } = overrides;
  return {
    id: "om-1",
    weekday: "Saturday",
    start: "10:00",
    end: "12:00",
    kind: "both",
    fee: null,
    note: "All levels",
    addedAt: "2030-03-01T10:00:00.000Z",
    confirmations: 1,
    flags: 0,
    lastConfirmedAt: "2030-03-01T10:00:00.000Z",
    ...rest,
    viewer: { confirmed: false, flagged: false, ...viewer },
  };
}
