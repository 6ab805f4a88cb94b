import MiniSearch, { type Query } from "minisearch";
import { searchWords } from "@kumite/contracts/search";
import type { Projector } from "../projection/projector.ts";
import type { ReadStore } from "../read-store/port.ts";
import { searchGeneration, type SearchEntry, type SearchIndexDefinition } from "./define.ts";
import { planSearch, type SearchPlan } from "./query-plan.ts";
import { needsTypo, plainWords, rank, type RankedHit } from "./ranking.ts";

// One search index of this process, kept in step with its entries in the read store as
// matching's candidate pool is with the member directory: before each search it reads the entries
// changed since the last one, so it follows them whether this process projects them or another
// instance does, after a snapshot as after a replay; a rebuilt read model has a new generation and
// the index starts over. A search waits for that read, so a reader who waited for their write's
// position (read-your-writes) finds what they wrote.

/** What ranking may go by beside the text: an entry's point and date. */
export type SearchFacts = Pick<SearchEntry, "point" | "at">;

type Indexed = { id: string } & Record<string, string>;

export type SearchOptions = {
  /** Whether any of these ids (a batch of hits, best first) is one the reader may see. */
  visible?: (ids: string[]) => boolean | Promise<boolean>;
  tieBreak?: (id: string, facts: SearchFacts | undefined) => number;
};

/** A query's hits with every word, and, once asked for, with some of them. */
type Answer = { every: RankedHit[]; some?: RankedHit[] };

/** How many hits at a time `visible` is asked about. */
const VISIBLE_BATCH = 100;

async function anyVisible(hits: RankedHit[], visible: SearchOptions["visible"]): Promise<boolean> {
  if (!visible) return hits.length > 0;
  for (let at = 0; at < hits.length; at += VISIBLE_BATCH)
    if (await visible(hits.slice(at, at + VISIBLE_BATCH).map((hit) => hit.id))) return true;
  return false;
}

/** How long after its projection applied events the index follows them (a batch, not each event). */
const FOLLOW_DELAY_MS = 200;
/**
 * The answers kept, by query, until the index changes (as ProjectionCache keeps read models'):
 * members typing the same words, or one member's query asked again, cost a lookup. Bounded by the
 * hits they hold in all, a few megabytes.
 */
const ANSWERS_MAX_HITS = 100_000;

export class SearchIndex<Field extends string = string> {
  private index: MiniSearch<Indexed>;
  private readonly facts = new Map<string, SearchFacts>();
  private readonly answers = new Map<string, Answer>();
  private answerHits = 0;
  private generation: string | null = null;
  private seen = -1;
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly definition: SearchIndexDefinition<Field>) {
    this.index = this.empty();
  }

  /** How many things it holds now. */
  get size(): number {
    return this.index.documentCount;
  }

  /**
   * Keeps the index warm: brought up to date shortly after its projection applies events (here or,
   * on standby, by the leader), so the first search after a start or a burst of writes does not
   * build it. A search still brings it up to date itself first.
   */
  follow(store: ReadStore, projector: Pick<Projector, "onApplied">): this {
    let pending: NodeJS.Timeout | null = null;
    projector.onApplied((projection) => {
      if (projection !== this.definition.projection.name || pending) return;
      pending = setTimeout(() => {
        pending = null;
        // A store out of reach now is the next search's to report.
        this.sync(store).catch(() => undefined);
      }, FOLLOW_DELAY_MS);
      pending.unref();
    });
    return this;
  }

  /** Brings the index up to the read store's entries. */
  async sync(store: ReadStore): Promise<void> {
    const synced = this.syncing.then(() => this.catchUp(store));
    this.syncing = synced.catch(() => undefined);
    await synced;
  }

  /**
   * Everything `text` finds, best first (ranking.ts), or [] for a query under two characters;
   * throws `search.too-long` over the caps. What has every word comes back; only when nothing the
   * reader may see (`visible`: whether any of these ids is theirs to see) has them all, what has
   * some of them: a fallback decided over the whole index would let a hidden thing (a member a
   * block stands between, another dojo's dojo-only event) decide what the reader gets, and so give
   * its words away. `tieBreak` orders hits of close scores (smaller first).
   */
  async search(store: ReadStore, text: string, options: SearchOptions = {}): Promise<RankedHit[]> {
    const plan = planSearch(text);
    if (!plan) return [];
    await this.sync(store);
    const key = plan.words.join(" ");
    const answer = this.answers.get(key) ?? this.remember(key, { every: this.find(plan, plan.query) });
    let hits = answer.every;
    if (plan.someParts && !(await anyVisible(hits, options.visible))) {
      answer.some ??= this.find(plan, plan.someParts);
      hits = answer.some;
    }
    const { tieBreak } = options;
    return tieBreak ? rank([...hits], (id) => tieBreak(id, this.facts.get(id))) : [...hits];
  }

  private find(plan: SearchPlan, query: Query): RankedHit[] {
    const plain = plainWords(plan.parts);
    const results = this.index.search(query, { boost: this.definition.fields });
    return rank(
      results.map((result): RankedHit => ({
        id: String(result.id),
        score: result.score,
        matched: result.terms,
        fuzzy: result.terms.some((term) => needsTypo(term, plain)),
      })),
    );
  }

  /**
   * Keeps an answer until the index changes, within ANSWERS_MAX_HITS hits in all (the oldest go
   * first); its fallback, found later, is counted with it as if found at once.
   */
  private remember(key: string, answer: Answer): Answer {
    if (answer.every.length > ANSWERS_MAX_HITS / 2) return answer;
    this.answerHits += answer.every.length * 2;
    this.answers.set(key, answer);
    for (const [oldest, old] of this.answers) {
      if (this.answerHits <= ANSWERS_MAX_HITS) break;
      this.answers.delete(oldest);
      this.answerHits -= old.every.length * 2;
    }
    return answer;
  }

  /** The facts kept of one thing (its point, its date). */
  factsOf(id: string): SearchFacts | undefined {
    return this.facts.get(id);
  }

  private forgetAnswers(): void {
    this.answers.clear();
    this.answerHits = 0;
  }

  private empty(): MiniSearch<Indexed> {
    return new MiniSearch<Indexed>({
      fields: Object.keys(this.definition.fields),
      // Entries and queries alike: lower case, no accents, punctuation as spaces (contracts' rule).
      tokenize: (text) => searchWords(text),
      processTerm: (term) => term || null,
    });
  }

  private async catchUp(store: ReadStore): Promise<void> {
    const generation = await searchGeneration(store, this.definition.collection);
    if (generation !== this.generation) {
      this.forgetAnswers();
      this.index = this.empty();
      this.facts.clear();
      this.seen = -1;
      this.generation = generation;
    }
    const changed = await store
      .collection<SearchEntry<Field>>(this.definition.collection)
      .find({ changedSeq: { $gt: this.seen } });
    if (changed.length > 0) this.forgetAnswers();
    for (const entry of changed) {
      this.seen = Math.max(this.seen, entry.changedSeq);
      if (this.index.has(entry._id)) this.index.discard(entry._id);
      if (entry.removed) {
        this.facts.delete(entry._id);
        continue;
      }
      this.index.add({ id: entry._id, ...entry.text });
      if (entry.point || entry.at) this.facts.set(entry._id, { point: entry.point ?? null, at: entry.at ?? null });
      else this.facts.delete(entry._id);
    }
  }
}
