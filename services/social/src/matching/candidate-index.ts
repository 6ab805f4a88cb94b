import {
  AGE_RANGES,
  GI_PREFERENCES,
  MARTIAL_ARTS,
  SKILL_LEVELS,
  TRAINING_GOALS,
  TRAINING_INTENSITIES,
  WEEKDAYS,
} from "@kumite/contracts/values";
import type { Cell } from "@kumite/contracts/identity/cells";
import type { MatchingQuery } from "@kumite/contracts/social/commands";
import { cellOf, cellsAround } from "@kumite/kit/geo";
import { kmBetweenCells, placeOf, type CellCentre } from "./cells.ts";
import { scoreFrom } from "./score.ts";

// Every member matching can suggest, packed for a fast search: one slot per member, their choices
// as small numbers and bit masks in typed arrays, and the slots filed by place (geohash cell, or
// "@" for anywhere) and art (or "*" for any), so a search for judoka near Lisbon visits only the
// judoka in the cells around Lisbon. Each is tested with a few integer operations and ranked
// with the same score `fitOf` explains; only the page returned is read from the store. A member's
// place here is the centre of their cell (cells.ts), never their own point: every distance, order
// and radius test is between cells.

/** A member as the directory has them: their choices and their own point. */
export type DirectoryMember = {
  _id: string;
  martialArts: readonly string[];
  skillLevel: string | null;
  ageRange: string | null;
  trainingGoals: readonly string[];
  availability: readonly string[];
  giPreference: string | null;
  intensity: string | null;
  weightKg: number | null;
  /** The ~1 km cell identity says they are in: all the directory knows of where. */
  cell: Cell | null;
};

/** What the index keeps of a member: their cell, as its centre. */
export type IndexedMember = Omit<DirectoryMember, "cell"> & { place: CellCentre | null };

export function indexedMember({ cell, ...choices }: DirectoryMember): IndexedMember {
  return { ...choices, place: placeOf({ cell }) };
}

export type RankedCandidate = { id: string; asked: boolean; distanceKm: number | null; score: number };

const NONE = -1;
const ANY_ART = "*";
const ANYWHERE = "@";
/**
 * The geohash precisions (the kit's geo/cells.ts) a member is filed under: 4 (cells of about
 * 39 × 20 km) for searches of a city, 3 (about 156 × 156 km) for wide ones, which would otherwise
 * visit hundreds of small cells.
 */
const CITY_PRECISION = 4;
const REGION_PRECISION = 3;
const CITY_SEARCH_MAX_KM = 60;
const placesAround = (centre: CellCentre, km: number) =>
  cellsAround(centre, km, km <= CITY_SEARCH_MAX_KM ? CITY_PRECISION : REGION_PRECISION);
const maskOf = (values: readonly string[], list: readonly string[]) =>
  values.reduce((mask, value) => mask | (list.includes(value) ? 1 << list.indexOf(value) : 0), 0);
const ordinal = (value: string | null, list: readonly string[]) => (value === null ? NONE : list.indexOf(value));
const bitCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
};

export class CandidateIndex {
  private capacity = 1024;
  private ids: Array<string | null> = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** `place|art` → the slots filed there. */
  private readonly files = new Map<string, Set<number>>();
  private readonly filesOfSlot: Array<string[] | null> = [];
  /** Which search last visited each slot: a member of two wanted arts is considered once. */
  private visited = new Uint32Array(this.capacity);
  private searches = 0;
  private arts = new Uint16Array(this.capacity);
  private days = new Uint8Array(this.capacity);
  private goals = new Uint8Array(this.capacity);
  private level = new Int8Array(this.capacity);
  private age = new Int8Array(this.capacity);
  private gi = new Int8Array(this.capacity);
  private intensity = new Int8Array(this.capacity);
  private weight = new Float64Array(this.capacity);
  private cellLatitude = new Float64Array(this.capacity);
  private cellLongitude = new Float64Array(this.capacity);

  get size(): number {
    return this.slotOf.size;
  }

  /** Files a member, or files them again after a change. */
  put(member: IndexedMember): void {
    this.remove(member._id);
    const slot = this.freeSlots.pop() ?? this.ids.length;
    if (slot >= this.capacity) this.grow();
    this.ids[slot] = member._id;
    this.slotOf.set(member._id, slot);
    this.arts[slot] = maskOf(member.martialArts, MARTIAL_ARTS);
    this.days[slot] = maskOf(member.availability, WEEKDAYS);
    this.goals[slot] = maskOf(member.trainingGoals, TRAINING_GOALS);
    this.level[slot] = ordinal(member.skillLevel, SKILL_LEVELS);
    this.age[slot] = ordinal(member.ageRange, AGE_RANGES);
    this.gi[slot] = ordinal(member.giPreference, GI_PREFERENCES);
    this.intensity[slot] = ordinal(member.intensity, TRAINING_INTENSITIES);
    this.weight[slot] = member.weightKg ?? Number.NaN;
    const { place } = member;
    this.cellLatitude[slot] = place?.latitude ?? 0;
    this.cellLongitude[slot] = place?.longitude ?? 0;
    const places = place ? [ANYWHERE, cellOf(place, CITY_PRECISION), cellOf(place, REGION_PRECISION)] : [ANYWHERE];
    const arts = [ANY_ART, ...member.martialArts];
    const files = places.flatMap((where) => arts.map((art) => `${where}|${art}`));
    this.filesOfSlot[slot] = files;
    for (const file of files) {
      let slots = this.files.get(file);
      if (!slots) this.files.set(file, (slots = new Set()));
      slots.add(slot);
    }
  }

  remove(memberId: string): void {
    const slot = this.slotOf.get(memberId);
    if (slot === undefined) return;
    for (const file of this.filesOfSlot[slot] ?? []) {
      const slots = this.files.get(file)!;
      slots.delete(slot);
      if (slots.size === 0) this.files.delete(file);
    }
    this.filesOfSlot[slot] = null;
    this.ids[slot] = null;
    this.slotOf.delete(memberId);
    this.freeSlots.push(slot);
  }

  clear(): void {
    for (const id of [...this.slotOf.keys()]) this.remove(id);
  }

  /**
   * The members `me` may be shown for `query`, best first, at most `limit`: members who asked to
   * connect first, then by score, nearness and id. A member with a place sees members within the
   * distance; one without sees members anywhere. `excluded` never appear.
   */
  search(
    me: IndexedMember,
    query: MatchingQuery,
    excluded: ReadonlySet<string>,
    askedBy: ReadonlySet<string>,
    limit: number,
  ): RankedCandidate[] {
    const centre = me.place;
    const wantedLevel = query.skillLevel ? SKILL_LEVELS.indexOf(query.skillLevel) : NONE;
    const wantedAge = query.ageRange ? AGE_RANGES.indexOf(query.ageRange) : NONE;
    const wantedGi = query.giPreference ? GI_PREFERENCES.indexOf(query.giPreference) : NONE;
    const wantedIntensity = query.intensity ? TRAINING_INTENSITIES.indexOf(query.intensity) : NONE;
    const heaviest =
      me.weightKg !== null && query.maxWeightDifference !== undefined
        ? me.weightKg + query.maxWeightDifference
        : Infinity;
    const lightest =
      me.weightKg !== null && query.maxWeightDifference !== undefined
        ? me.weightKg - query.maxWeightDifference
        : -Infinity;
    const weighing = query.maxWeightDifference !== undefined;
    const myArts = maskOf(me.martialArts, MARTIAL_ARTS);
    const myDays = maskOf(me.availability, WEEKDAYS);
    const myGoals = maskOf(me.trainingGoals, TRAINING_GOALS);
    const myLevel = ordinal(me.skillLevel, SKILL_LEVELS);
    const [myArtCount, myDayCount, myGoalCount] = [bitCount(myArts), bitCount(myDays), bitCount(myGoals)];

    const found: RankedCandidate[] = [];
    const search = ++this.searches;
    const consider = (slot: number) => {
      if (this.visited[slot] === search) return;
      this.visited[slot] = search;
      if (wantedLevel !== NONE && this.level[slot] !== wantedLevel) return;
      if (wantedAge !== NONE && this.age[slot] !== wantedAge) return;
      if (wantedGi !== NONE && this.gi[slot] !== wantedGi) return;
      if (wantedIntensity !== NONE && this.intensity[slot] !== wantedIntensity) return;
      if (weighing) {
        const weight = this.weight[slot]!;
        if (!(weight >= lightest && weight <= heaviest)) return;
      }
      let distance: number | null = null;
      if (centre) {
        const place = { latitude: this.cellLatitude[slot]!, longitude: this.cellLongitude[slot]! } as CellCentre;
        distance = kmBetweenCells(centre, place);
        if (distance > query.maxDistance) return;
      }
      const id = this.ids[slot]!;
      if (id === me._id || excluded.has(id)) return;
      const level = this.level[slot]!;
      const score = scoreFrom(
        bitCount(myArts & this.arts[slot]!),
        myArtCount,
        myLevel === NONE || level === NONE ? null : Math.abs(myLevel - level),
        distance,
        query.maxDistance,
        bitCount(myDays & this.days[slot]!),
        myDayCount,
        bitCount(myGoals & this.goals[slot]!),
        myGoalCount,
      );
      found.push({ id, asked: askedBy.has(id), distanceKm: distance, score });
    };
    const places = centre ? placesAround(centre, query.maxDistance) : [ANYWHERE];
    const arts = query.martialArts?.length ? query.martialArts : [ANY_ART];
    for (const place of places) {
      for (const art of arts) for (const slot of this.files.get(`${place}|${art}`) ?? []) consider(slot);
    }
    found.sort(
      (a, b) =>
        Number(b.asked) - Number(a.asked) ||
        b.score - a.score ||
        (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    return found.slice(0, limit);
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <T extends Uint8Array | Int8Array | Uint16Array | Uint32Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(this.capacity);
      next.set(array);
      return next;
    };
    this.arts = grown(this.arts);
    this.days = grown(this.days);
    this.goals = grown(this.goals);
    this.level = grown(this.level);
    this.age = grown(this.age);
    this.gi = grown(this.gi);
    this.intensity = grown(this.intensity);
    this.weight = grown(this.weight);
    this.cellLatitude = grown(this.cellLatitude);
    this.cellLongitude = grown(this.cellLongitude);
    this.visited = grown(this.visited);
  }
}
