import type { GymView } from "@kumite/contracts/gym/views";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { requireMember } from "@kumite/kit/members";
import type { GymDeps } from "../aggregates.ts";
import { GYM_DOJOS, type GymDojoDocument } from "../projections/gym-dojos.ts";
import { gymById, requireGym, type Reader } from "../queries/gyms.ts";

export const DOJO_NOT_FOUND = "Dojo not found";
export const DOJO_OWNER_ONLY = "Only the dojo's owner can link it to a gym";

/** The owner of a dojo links it to a gym they train at (or takes the link away). */
export async function linkDojo(
  deps: GymDeps,
  gymId: string,
  dojoId: string,
  linked: boolean,
  reader: Reader,
): Promise<GymView> {
  await requireMember(deps.store, reader.memberId);
  await requireGym(deps.store, gymId);
  const dojo = await deps.store.collection<GymDojoDocument>(GYM_DOJOS).findOne({ _id: dojoId });
  if (!dojo || dojo.archived) throw new NotFound(DOJO_NOT_FOUND, { code: "gym.dojo-not-found" });
  if (dojo.ownerId !== reader.memberId) throw new Forbidden(DOJO_OWNER_ONLY, { code: "gym.dojo-owner-only" });
  await deps.aggregates.gyms.handle(
    gymId,
    { type: linked ? "LinkDojo" : "UnlinkDojo", data: { gymId, dojoId } },
    reader.memberId,
  );
  return gymById(deps.store, gymId, reader);
}
