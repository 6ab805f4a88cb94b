import type { ReadStore } from "@kumite/kit/read-store/port";
import { CandidateIndex, type IndexedMember } from "../matching/candidate-index.ts";
import { MATCHING_GENERATION, MATCHING_META, MEMBERS, type MemberDocument } from "../projections/collections.ts";

// The candidate index of this process, kept in step with the members read model: before each
// search it reads the members changed since the last one (every member document carries the
// sequence of the event that last changed it), so it follows the projection whether this process
// runs it or another instance does on a shared store. A rebuilt read model has a new generation,
// and the index starts over.

const INDEXED_FIELDS = {
  martialArts: 1,
  skillLevel: 1,
  ageRange: 1,
  trainingGoals: 1,
  availability: 1,
  giPreference: 1,
  intensity: 1,
  weightKg: 1,
  latitude: 1,
  longitude: 1,
  deleted: 1,
  changedSeq: 1,
} as const;

type Changed = IndexedMember & { deleted?: boolean; changedSeq: number };

export class CandidatePool {
  private readonly index = new CandidateIndex();
  private generation: string | null = null;
  private seen = -1;
  private syncing: Promise<void> = Promise.resolve();

  /** The index, with every change the read model holds now. */
  async current(store: ReadStore): Promise<CandidateIndex> {
    const synced = this.syncing.then(() => this.sync(store));
    this.syncing = synced.catch(() => undefined);
    await synced;
    return this.index;
  }

  private async sync(store: ReadStore): Promise<void> {
    const marker = await store
      .collection<{ _id: string; value: string }>(MATCHING_META)
      .findOne({ _id: MATCHING_GENERATION });
    const generation = marker?.value ?? null;
    if (generation !== this.generation) {
      this.index.clear();
      this.seen = -1;
      this.generation = generation;
    }
    const changed = (await store
      .collection<MemberDocument>(MEMBERS)
      .find({ changedSeq: { $gt: this.seen } }, { fields: INDEXED_FIELDS })) as unknown as Changed[];
    for (const member of changed) {
      if (member.deleted) this.index.remove(member._id);
      else this.index.put(member);
      this.seen = Math.max(this.seen, member.changedSeq);
    }
  }
}
