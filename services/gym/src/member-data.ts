import type { MemberDataSource } from "@kumite/kit/service";
import type { GymDeps } from "./aggregates.ts";
import { GYMS, type GymDocument, type OpenMatDocument } from "./projections/gyms.ts";

// Gym's part of a member's export: the gyms they added, the open mats they listed (with the note
// they wrote, and whether it is still listed), and their word on open mats: each one they confirmed
// or flagged. A gym's listing is the place's own, but who added it is the member's to know.

export const memberData: MemberDataSource<GymDeps> = {
  covers: ["OpenMatAdded"],
  async collect(deps, memberId) {
    const gyms = deps.store.collection<GymDocument>(GYMS);
    const [added, touched] = await Promise.all([
      gyms.find({ addedBy: memberId }, { sort: { addedAt: 1 } }),
      // $in, not $ne null: over an array $ne asks that no open mat of the gym lacks the member's word.
      gyms.find(
        { [`openMats.stances.${memberId}.stance`]: { $in: ["confirmed", "flagged"] } },
        { sort: { addedAt: 1 } },
      ),
    ]);
    const gymOf = (gym: GymDocument) => ({ id: gym._id, name: gym.name });
    const slotOf = ({ id, weekday, start, end, kind, fee, note, addedAt, gone }: OpenMatDocument) => ({
      id,
      weekday,
      start,
      end,
      kind,
      fee,
      note,
      addedAt,
      listed: !gone,
    });
    return {
      data: {
        gymsAdded: added.map((gym) => ({
          id: gym._id,
          name: gym.name,
          address: gym.address,
          phone: gym.phone,
          website: gym.website,
          description: gym.description,
          martialArts: gym.martialArts,
          latitude: gym.latitude,
          longitude: gym.longitude,
          addedAt: gym.addedAt,
        })),
        openMatsAdded: touched.flatMap((gym) =>
          gym.openMats
            .filter((openMat) => openMat.addedBy === memberId)
            .map((openMat) => ({ gym: gymOf(gym), ...slotOf(openMat) })),
        ),
        openMatStances: touched.flatMap((gym) =>
          gym.openMats.flatMap((openMat) => {
            const own = openMat.stances[memberId];
            if (!own) return [];
            const { weekday, start } = openMat;
            return [{ gym: gymOf(gym), openMat: { id: openMat.id, weekday, start }, stance: own.stance, at: own.at }];
          }),
        ),
      },
    };
  },
};
