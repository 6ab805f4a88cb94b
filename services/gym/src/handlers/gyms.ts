import type { AddGymInput } from "@kumite/contracts/gym/commands";
import { GYM_STREAM, gymNameSubject } from "@kumite/contracts/gym/events";
import { GYM_DUPLICATE_METERS } from "@kumite/contracts/gym/limits";
import type { GymView } from "@kumite/contracts/gym/views";
import { requireMember } from "@kumite/kit/members";
import type { GymDeps } from "../aggregates.ts";
import { nameKey, nameKeyHash, similarKeys } from "../domain/gym-name.ts";
import { DuplicateGym } from "../domain/listing.ts";
import { gymById, gymsNear, type Reader } from "../queries/gyms.ts";

export type AddGymOutcome =
  | { added: true; gym: GymView }
  /** The gym was there already (within 150 m, a similar name): the one to offer instead. */
  | { added: false; gym: GymView };

/**
 * Any member adds a gym, unless it is listed already (domain/gym-name.ts): a gym of a near name
 * close by is looked for among those listed; one of the same name key, by the listing of that key,
 * which decides against all of them at once. Gyms of the same key are left to the listing, which
 * also answers a retried request with the gym its first attempt made.
 */
export async function addGym(
  deps: GymDeps,
  memberId: string,
  body: AddGymInput,
  reader: Reader,
): Promise<AddGymOutcome> {
  await requireMember(deps.store, memberId);
  const key = nameKey(body.name);
  const near = (await gymsNear(deps.store, body, GYM_DUPLICATE_METERS / 1000)).find(
    (gym) => gym.nameKey !== key && similarKeys(gym.nameKey, key),
  );
  if (near) return { added: false, gym: await gymById(deps.store, near.id, reader) };
  const listing = nameKeyHash(key);
  try {
    const { events } = await deps.aggregates.listings.handle(
      listing,
      { type: "AddGym", data: { ...body, nameKey: key, addedBy: memberId } },
      memberId,
    );
    return { added: true, gym: await gymById(deps.store, events[0]!.data.gymId, reader) };
  } catch (error) {
    if (!(error instanceof DuplicateGym)) throw error;
    await settleListing(deps, listing);
    return { added: false, gym: await gymById(deps.store, error.gymId, reader) };
  }
}

/**
 * Waits until the read models hold the listing as the refusal saw it: another request (or another
 * instance) added the gym a moment ago, and this one did not wait for that append's projection.
 */
async function settleListing(deps: GymDeps, listing: string): Promise<void> {
  const last = await deps.nats.jsm.streams.getMessage(GYM_STREAM.name, { last_by_subj: gymNameSubject(listing) });
  if (last) await deps.projector.waitFor(GYM_STREAM.name, last.seq);
}
