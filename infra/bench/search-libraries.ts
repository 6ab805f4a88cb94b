import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { normalizeSearchText } from "@kumite/contracts/search";
import { dojo, member, seededRandom } from "../seed/sample-content.ts";

// `node --import tsx infra/bench/search-libraries.ts`: how the three kept full-text libraries
// (minisearch, flexsearch, Orama) index the seed's members and dojos at 10,000 and 100,000
// documents (build time, heap), and answer a table of typo and nickname queries with fuzzy and
// prefix matching (queries/s, and whether the expected document comes first); then what each
// offers that a search read model needs. The project keeps only the chosen library: to compare
// again, install the others anywhere (`npm install --prefix /tmp/search-libs flexsearch
// @orama/orama`) and name that folder in SEARCH_LIBS_DIR.

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? "10000,100000").split(",").map(Number);
const QUERY_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const LIBS_DIR = process.env.SEARCH_LIBS_DIR;

type Doc = { id: string; name: string; secondary: string; location: string; arts: string };
type Library = {
  name: string;
  build: (docs: readonly Doc[]) => Promise<void>;
  search: (query: string) => Promise<string[]>;
};

/** Members and dojos alternately, as their search documents would hold them (normalized text). */
function documents(count: number): Doc[] {
  const random = seededRandom(31);
  return Array.from({ length: count }, (_, index) => {
    if (index % 2 === 0) {
      const person = member(random, index, "s");
      return {
        id: `m${index}`,
        name: normalizeSearchText(person.displayName),
        secondary: normalizeSearchText(person.username),
        location: normalizeSearchText(person.location),
        arts: normalizeSearchText(person.martialArts.join(" ")),
      };
    }
    const profile = dojo(random, index);
    return {
      id: `d${index}`,
      name: normalizeSearchText(profile.name),
      secondary: normalizeSearchText(profile.description),
      location: normalizeSearchText(profile.location),
      arts: normalizeSearchText(profile.martialArts.join(" ")),
    };
  });
}

/** Typed as members do, and a word the first hit's name (or location) must hold. */
const QUERIES: ReadonlyArray<readonly [query: string, expect: string]> = [
  ["tanaka", "tanaka"],
  ["tanaka kenji", "tanaka"],
  ["kenij tanaka", "tanaka"],
  ["nakamra", "nakamura"],
  ["kowalsky", "kowalski"],
  ["lisbn", "lisbon"],
  ["phoenix acadmy", "phoenix"],
  ["muay thai", "muay"],
  ["brazilian jiu jitsu", "jitsu"],
  ["tigr kickboxing", "tiger"],
  ["warsaw judo", "warsaw"],
  ["marseile", "marseille"],
  ["mat", "mat"],
];

/** 1 typo from 5 letters, 2 from 9: short words must match as typed. */
export const typosFor = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

function resolveFrom(from: string, name: string): string | null {
  try {
    return createRequire(from).resolve(name);
  } catch {
    return null;
  }
}

/** The library from SEARCH_LIBS_DIR, else the project's own; null when neither has it. */
async function load<Module>(name: string): Promise<Module | null> {
  const path =
    (LIBS_DIR ? resolveFrom(join(LIBS_DIR, "package.json"), name) : null) ?? resolveFrom(import.meta.filename, name);
  return path ? ((await import(pathToFileURL(path).href)) as Module) : null;
}

type MiniSearchModule = {
  default: new (options: object) => {
    addAll: (docs: readonly Doc[]) => void;
    search: (query: string, options?: object) => Array<{ id: string }>;
  };
};
async function minisearch(): Promise<Library | null> {
  const module = await load<MiniSearchModule>("minisearch");
  if (!module) return null;
  const MiniSearch = module.default;
  let index = new MiniSearch({ fields: ["name"] });
  return {
    name: "minisearch",
    build: async (docs) => {
      index = new MiniSearch({
        fields: ["name", "secondary", "location", "arts"],
        processTerm: (term: string) => normalizeSearchText(term) || null,
      });
      index.addAll(docs);
    },
    search: async (query) =>
      index
        .search(query, {
          prefix: true,
          fuzzy: (term: string) => typosFor(term),
          boost: { name: 3, location: 1.5 },
          combineWith: "AND",
        })
        .slice(0, 20)
        .map((hit) => hit.id),
  };
}

type FlexDocument = {
  add: (doc: Doc) => void;
  search: (query: string, options: object) => Array<{ id: string }>;
};
type FlexSearchModule = { default: { Document: new (options: object) => FlexDocument } };
async function flexsearch(): Promise<Library | null> {
  const module = await load<FlexSearchModule>("flexsearch");
  if (!module) return null;
  const { Document } = module.default;
  let index: FlexDocument;
  return {
    name: "flexsearch",
    build: async (docs) => {
      // No edit distance: "tolerant" indexes swapped and missing letters, the encoder folds sounds.
      index = new Document({
        tokenize: "tolerant",
        encoder: "LatinBalance",
        fastupdate: true,
        document: { id: "id", index: ["name", "secondary", "location", "arts"] },
      });
      for (const doc of docs) index.add(doc);
    },
    search: async (query) => index.search(query, { suggest: true, merge: true, limit: 20 }).map((hit) => hit.id),
  };
}

type OramaModule = {
  create: (options: object) => unknown;
  insertMultiple: (db: unknown, docs: readonly Doc[], batch?: number) => unknown;
  search: (db: unknown, params: object) => { hits: Array<{ id: string }> } | Promise<{ hits: Array<{ id: string }> }>;
};
async function orama(): Promise<Library | null> {
  const module = await load<OramaModule>("@orama/orama");
  if (!module) return null;
  let db: unknown;
  return {
    name: "orama",
    build: async (docs) => {
      db = module.create({ schema: { name: "string", secondary: "string", location: "string", arts: "string" } });
      await module.insertMultiple(db, docs, 5000);
    },
    // One tolerance for the whole query: per-word fuzziness is not offered.
    search: async (query) =>
      (await module.search(db, { term: query, tolerance: 1, boost: { name: 3, location: 1.5 }, limit: 20 })).hits.map(
        (hit) => hit.id,
      ),
  };
}

/** What each offers that the search read model needs (from their documentation, checked here). */
const OFFERS: Record<string, Record<string, string>> = {
  minisearch: {
    "per-word fuzziness": "yes: fuzzy(term) → distance",
    "field boosts": "yes",
    prefix: "yes",
    "own term processing": "yes: processTerm, tokenize",
    "remove / replace": "yes: discard(id), replace(doc)",
  },
  flexsearch: {
    "per-word fuzziness": "no: phonetic encoders and a 'tolerant' tokenizer, no edit distance",
    "field boosts": "per field in a resolver only",
    prefix: "yes: tokenize 'forward'/'tolerant'",
    "own term processing": "yes: Encoder",
    "remove / replace": "yes: remove(id), update(doc) (fastupdate)",
  },
  orama: {
    "per-word fuzziness": "no: one tolerance per query",
    "field boosts": "yes",
    prefix: "yes",
    "own term processing": "yes: components.tokenizer",
    "remove / replace": "yes: remove(db, id), update",
  },
};

function heapUsed(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

async function measureLibrary(library: Library, docs: readonly Doc[]) {
  const before = heapUsed();
  const started = performance.now();
  await library.build(docs);
  const buildMs = performance.now() - started;
  const heapMb = (heapUsed() - before) / 1024 / 1024;
  let firstRight = 0;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  for (const [query, expected] of QUERIES) {
    const [first] = await library.search(query);
    const doc = first === undefined ? undefined : byId.get(String(first));
    if (doc && `${doc.name} ${doc.location} ${doc.arts}`.includes(expected)) firstRight++;
  }
  let queries = 0;
  const until = performance.now() + QUERY_SECONDS * 1000;
  while (performance.now() < until) {
    await library.search(QUERIES[queries % QUERIES.length]![0]);
    queries++;
  }
  return {
    library: library.name,
    documents: docs.length,
    "build ms": Math.round(buildMs),
    "heap MB": Math.round(heapMb * 10) / 10,
    "queries/s": Math.round(queries / QUERY_SECONDS),
    "expected first": `${firstRight}/${QUERIES.length}`,
  };
}

const libraries = (await Promise.all([minisearch(), flexsearch(), orama()])).filter(
  (library): library is Library => library !== null,
);
console.log(`libraries found: ${libraries.map((library) => library.name).join(", ")}`);
const rows = [];
for (const size of SIZES) {
  const docs = documents(size);
  for (const library of libraries) {
    rows.push(await measureLibrary(library, docs));
    await library.build([]);
  }
}
console.table(rows);
console.table(OFFERS);
