import type { ReadStore } from "@kumite/kit/read-store";
import { CandidateIndex, indexedMember, type DirectoryMember } from "../matching/candidate-index.ts";
import { directoryGeneration, membersChangedSince } from "@kumite/kit/members";

// The candidate index of this process, kept in step with the kit's member directory: before each
// search it reads the members changed since the last one (every entry carries the IDENTITY sequence
// of the event that last changed it), so it follows the directory whether this process projects it
// or another instance does on a shared store. A rebuilt directory has a new generation, and the
// index starts over. The directory knows members only by their cells, which the index keeps as centres (cells.ts).

const INDEXED_FIELDS = {
  martialArts: 1,
  skillLevel: 1,
  ageRange: 1,
  trainingGoals: 1,
  availability: 1,
  giPreference: 1,
  intensity: 1,
  weightKg: 1,
  cell: 1,
} as const;

type Changed = DirectoryMember & { deleted?: boolean; changedSeq: number };

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
    const generation = await directoryGeneration(store);
    if (generation !== this.generation) {
      this.index.clear();
      this.seen = -1;
      this.generation = generation;
    }
    const changed = (await membersChangedSince(store, this.seen, INDEXED_FIELDS)) as Changed[];
    for (const member of changed) {
      if (member.deleted) this.index.remove(member._id);
      else this.index.put(indexedMember(member));
      this.seen = Math.max(this.seen, member.changedSeq);
    }
  }
}
