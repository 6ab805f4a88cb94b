import type { AddOpenMatInput } from "@kumite/contracts/gym/commands";
import type { GymView } from "@kumite/contracts/gym/views";
import { requireMember, accountStandingOf } from "@kumite/kit/members";
import type { GymDeps } from "../aggregates.ts";
import { gymById, requireGym, type Reader } from "../queries/gyms.ts";

/** Any member adds a weekly open mat to a listed gym; they count as its first confirmation. */
export async function addOpenMat(
  deps: GymDeps,
  gymId: string,
  slot: AddOpenMatInput,
  reader: Reader,
): Promise<GymView> {
  await requireMember(deps.store, reader.memberId);
  await requireGym(deps.store, gymId);
  await deps.aggregates.gyms.handle(gymId, { type: "AddOpenMat", data: { ...slot, gymId } }, reader.memberId);
  return gymById(deps.store, gymId, reader);
}

/**
 * A member says an open mat still happens (confirm) or is gone (flag); saying it again changes
 * nothing. A flag carries the flagger's standing: the gym's decider weighs it only from an
 * established member.
 */
export async function takeStance(
  deps: GymDeps,
  gymId: string,
  openMatId: string,
  stance: "confirm" | "flag",
  reader: Reader,
): Promise<GymView> {
  await requireMember(deps.store, reader.memberId);
  await requireGym(deps.store, gymId);
  const command =
    stance === "confirm"
      ? ({ type: "ConfirmOpenMat", data: { gymId, openMatId } } as const)
      : ({
          type: "FlagOpenMat",
          data: { gymId, openMatId, flagger: await accountStandingOf(deps.store, reader.memberId) },
        } as const);
  await deps.aggregates.gyms.handle(gymId, command, reader.memberId);
  return gymById(deps.store, gymId, reader);
}
