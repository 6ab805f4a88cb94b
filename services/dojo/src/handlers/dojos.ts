import type { DojoProfileBody } from "@kumite/contracts/dojo/commands";
import type { DojoView } from "@kumite/contracts/dojo/views";
import type { Position } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { requireMember } from "@kumite/kit/members/queries";
import type { DojoDeps } from "../aggregates.ts";
import { dojoById } from "../queries/dojos.ts";
import { releaseMembership, withMembership } from "./membership.ts";

type Answer = { dojo: DojoView; position: Position };

/** A member in no dojo founds one, and is its owner. */
export async function foundDojo(deps: DojoDeps, memberId: string, profile: DojoProfileBody): Promise<Answer> {
  await requireMember(deps.store, memberId);
  const dojoId = newId();
  const { position } = await withMembership(deps, memberId, dojoId, () =>
    deps.aggregates.rosters.handle(dojoId, { type: "FoundDojo", data: profile }, memberId, { expectNew: true }),
  );
  return { dojo: await dojoById(deps.store, dojoId), position };
}

export async function joinDojo(deps: DojoDeps, memberId: string, dojoId: string): Promise<Answer> {
  await requireMember(deps.store, memberId);
  await dojoById(deps.store, dojoId);
  const { position } = await withMembership(deps, memberId, dojoId, () =>
    deps.aggregates.rosters.handle(dojoId, { type: "JoinDojo", data: {} }, memberId),
  );
  return { dojo: await dojoById(deps.store, dojoId), position };
}

export async function leaveDojo(deps: DojoDeps, memberId: string, dojoId: string): Promise<Answer> {
  const { events, position } = await deps.aggregates.rosters.handle(dojoId, { type: "LeaveDojo", data: {} }, memberId);
  if (events.length > 0) await releaseMembership(deps, memberId);
  return { dojo: await dojoById(deps.store, dojoId), position };
}
