import type { ReadStore } from "@kumite/kit/read-store";
import { cases, type CaseDocument } from "../projections/cases.ts";

/** The members suspended now, the latest first, with their reports and appeals. */
export function suspendedCases(store: ReadStore): Promise<CaseDocument[]> {
  return cases(store).find({ suspension: { $ne: null } }, { sort: { "suspension.suspendedAt": -1 } });
}
