import { GYM_DOJOS_MAX, OPEN_MAT_LIMITS } from "@kumite/contracts/gym/limits";
import type { GymActivityEvent, OpenMatSlot } from "@kumite/contracts/gym/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, NotFound, Unprocessable } from "@kumite/kit/errors";
import { isEstablished, type AccountStanding } from "@kumite/kit/members";
import { firstStances, withStance, type OpenMatStances } from "./open-mat-stances.ts";

// What members add to a gym once it is listed: `gym.gym.<gymId>`, its weekly open mats (with who
// confirms or flags each) and the dojos linked to it. Every command expects the version: one open
// mat per day, start and kind; a member's one stance per open mat; the caps. That the gym exists,
// and that a dojo's owner links it, the handlers check on read models first; whether a flagger is
// established (their flag weighs) is decided here, from the standing the handler read.

type OpenMatState = Pick<OpenMatSlot, "weekday" | "start" | "kind"> & OpenMatStances;
export type GymState = { openMats: Record<string, OpenMatState>; dojos: string[] };
export const initialState: GymState = { openMats: {}, dojos: [] };

export type AddOpenMat = Command<"AddOpenMat", OpenMatSlot & { gymId: string }>;
export type ConfirmOpenMat = Command<"ConfirmOpenMat", { gymId: string; openMatId: string }>;
export type FlagOpenMat = Command<"FlagOpenMat", { gymId: string; openMatId: string; flagger: AccountStanding }>;
export type LinkDojo = Command<"LinkDojo", { gymId: string; dojoId: string }>;
export type UnlinkDojo = Command<"UnlinkDojo", { gymId: string; dojoId: string }>;
export type GymCommand = AddOpenMat | ConfirmOpenMat | FlagOpenMat | LinkDojo | UnlinkDojo;

export const OPEN_MAT_NOT_FOUND = "Open mat not found";
export const OPEN_MAT_EXISTS = "This gym already has this open mat";
export const OPEN_MAT_LIMIT = `A gym lists at most ${OPEN_MAT_LIMITS.perGymMax} open mats`;
export const DOJO_LIMIT = `A gym lists at most ${GYM_DOJOS_MAX} dojos`;

export function evolve(state: GymState, event: GymActivityEvent): GymState {
  switch (event.type) {
    case "OpenMatAdded": {
      const { openMatId, weekday, start, kind, addedBy } = event.data;
      if (state.openMats[openMatId]) return state;
      const openMat = { weekday, start, kind, ...firstStances(addedBy, "") };
      return { ...state, openMats: { ...state.openMats, [openMatId]: openMat } };
    }
    case "OpenMatConfirmed":
    case "OpenMatFlagged": {
      const openMat = state.openMats[event.data.openMatId];
      if (!openMat) return state;
      return { ...state, openMats: { ...state.openMats, [event.data.openMatId]: withStance(openMat, event, "") } };
    }
    case "DojoLinked":
      return state.dojos.includes(event.data.dojoId) ? state : { ...state, dojos: [...state.dojos, event.data.dojoId] };
    case "DojoUnlinked":
      return { ...state, dojos: state.dojos.filter((dojoId) => dojoId !== event.data.dojoId) };
  }
}

const listed = (state: GymState) => Object.values(state.openMats).filter((openMat) => !openMat.gone);

function addOpenMat({ data, metadata }: AddOpenMat, state: GymState): GymActivityEvent[] {
  const open = listed(state);
  const same = open.some((one) => one.weekday === data.weekday && one.start === data.start && one.kind === data.kind);
  if (same) throw new Conflict(OPEN_MAT_EXISTS, { code: "gym.open-mat-exists" });
  if (open.length >= OPEN_MAT_LIMITS.perGymMax) throw new Unprocessable(OPEN_MAT_LIMIT, { code: "gym.open-mat-limit" });
  const addedBy = metadata.actorId ?? "";
  return [{ type: "OpenMatAdded", data: { ...data, openMatId: metadata.commandId, addedBy } }];
}

function listedOpenMat(state: GymState, openMatId: string): OpenMatState {
  const openMat = state.openMats[openMatId];
  if (!openMat || openMat.gone) throw new NotFound(OPEN_MAT_NOT_FOUND, { code: "gym.open-mat-not-found" });
  return openMat;
}

/** A member's word stands until they say otherwise: saying it again changes nothing. */
function confirmOpenMat({ data, metadata }: ConfirmOpenMat, state: GymState): GymActivityEvent[] {
  const memberId = metadata.actorId ?? "";
  const openMat = listedOpenMat(state, data.openMatId);
  if (openMat.stances[memberId]?.stance === "confirmed") return [];
  return [{ type: "OpenMatConfirmed", data: { gymId: data.gymId, openMatId: data.openMatId, memberId } }];
}

/**
 * A flag weighs only from an established member, once. Flagging again changes nothing, unless the
 * member's earlier flag weighed nothing and they are established now.
 */
function flagOpenMat({ data, metadata }: FlagOpenMat, state: GymState): GymActivityEvent[] {
  const memberId = metadata.actorId ?? "";
  const openMat = listedOpenMat(state, data.openMatId);
  const counted = isEstablished(data.flagger, metadata.now);
  const before = openMat.stances[memberId];
  if (before?.stance === "flagged" && (before.counted !== false || !counted)) return [];
  return [{ type: "OpenMatFlagged", data: { gymId: data.gymId, openMatId: data.openMatId, memberId, counted } }];
}

function linkDojo({ data, metadata }: LinkDojo, state: GymState): GymActivityEvent[] {
  if (state.dojos.includes(data.dojoId)) return [];
  if (state.dojos.length >= GYM_DOJOS_MAX) throw new Unprocessable(DOJO_LIMIT, { code: "gym.dojo-limit" });
  return [{ type: "DojoLinked", data: { ...data, linkedBy: metadata.actorId ?? "" } }];
}

function unlinkDojo({ data, metadata }: UnlinkDojo, state: GymState): GymActivityEvent[] {
  if (!state.dojos.includes(data.dojoId)) return [];
  return [{ type: "DojoUnlinked", data: { ...data, unlinkedBy: metadata.actorId ?? "" } }];
}

export function decide(command: GymCommand, state: GymState): GymActivityEvent[] {
  switch (command.type) {
    case "AddOpenMat":
      return addOpenMat(command, state);
    case "ConfirmOpenMat":
      return confirmOpenMat(command, state);
    case "FlagOpenMat":
      return flagOpenMat(command, state);
    case "LinkDojo":
      return linkDojo(command, state);
    case "UnlinkDojo":
      return unlinkDojo(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const gymDecider = { initialState, evolve, decide };
