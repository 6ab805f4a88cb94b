import type { z } from "zod";
import { memberReferenceOf, type MemberReference } from "@kumite/contracts/members";
import { HIDDEN_MEMBER } from "@kumite/contracts/identity/views";
import { hides, type Sight } from "../members/block-rule.ts";

// The block rule applied to a reply, whatever route made it (members/block-rule.ts says the rule).
// It walks the reply beside its declared schema and finds members by their types
// (contracts/src/members.ts), never by the names of fields:
// - a thing holding an `AuthorId` of a member hidden from the reader leaves any list, and alone is
//   not found;
// - a `shownMember` whose member is hidden reads "A member" with a blank profile (its member: an id
//   inside it, else any member id beside it, so an ambiguous one errs on the side of hiding); shown
//   whole with an id, alone, it is not found.
// A message the reader's own block collapsed (`fromBlocked`) stays as its service flagged it.

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;
export type Screened = { found: true; reply: unknown } | { found: false };

const PROFILE_TEXTS = ["experience", "bio", "location", "rank"];
const PROFILE_LISTS = ["martialArts", "trainingGoals", "availability"];
const PROFILE_CHOICES = ["ageRange", "skillLevel", "weightKg", "giPreference", "intensity"];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The reply as `sight` may see it, by its schema; not found when the reply itself is hidden from it. */
export function screenReply(reply: unknown, schema: Schema, sight: Sight): Screened {
  const shape = objectShape(schema, reply);
  if (shape && isObject(reply)) {
    if (writtenByHidden(reply, shape, sight)) return { found: false };
    if (referenceOf(unwrapped(schema)) === "shown" && ownMembers(reply, shape).some((id) => hides(sight, id)))
      return { found: false };
  }
  return { found: true, reply: screen(reply, schema, sight, []) };
}

// Copy on write: a reply is mostly untouched, and only what changes (and what holds it) is copied.
function screen(value: unknown, schema: Schema, sight: Sight, besideIds: string[]): unknown {
  if (value === null || value === undefined || !holdsMembers(schema)) return value;
  const inner = unwrapped(schema);
  if (Array.isArray(value)) {
    const element = elementOf(inner);
    return element ? screenList(value, element, sight) : value;
  }
  const shape = objectShape(inner, value);
  if (!shape || !isObject(value) || value.fromBlocked === true) return value;
  const ids = ownMembers(value, shape);
  let screened: Json | null = null;
  for (const key in shape) {
    const field = value[key];
    if (typeof field !== "object" || field === null) continue;
    const after = screen(field, shape[key]!, sight, ids);
    if (after !== field) (screened ??= { ...value })[key] = after;
  }
  const result = screened ?? value;
  if (referenceOf(inner) !== "shown") return result;
  const judgedBy = ids.length > 0 ? ids : besideIds;
  return judgedBy.some((id) => hides(sight, id)) ? anonymous(result) : result;
}

function screenList(list: unknown[], element: Schema, sight: Sight): unknown[] {
  let screened: unknown[] | null = null;
  list.forEach((entry, index) => {
    const shape = isObject(entry) ? objectShape(unwrapped(element), entry) : undefined;
    const dropped = shape !== undefined && writtenByHidden(entry as Json, shape, sight);
    const after = dropped ? entry : screen(entry, element, sight, []);
    if (dropped || after !== entry) screened ??= list.slice(0, index);
    if (screened && !dropped) screened.push(after);
  });
  return screened ?? list;
}

function writtenByHidden(entry: Json, shape: Shape, sight: Sight): boolean {
  for (const key of keysOfMembers(shape).authors) {
    const author = entry[key];
    if (typeof author !== "string" || !hides(sight, author)) continue;
    // A message the reader's own block collapsed stays, as its service flagged it.
    if (entry.fromBlocked === true && sight.blocked.has(author)) continue;
    return true;
  }
  return false;
}

const memberKeys = new WeakMap<Shape, { authors: string[]; all: string[] }>();

/** The keys of a shape that hold member ids: its `AuthorId`s, and those with its `MemberId`s. */
function keysOfMembers(shape: Shape): { authors: string[]; all: string[] } {
  let keys = memberKeys.get(shape);
  if (!keys) {
    keys = { authors: [], all: [] };
    for (const key in shape) {
      const kind = referenceOf(shape[key]!);
      if (kind === "author") keys.authors.push(key);
      if (kind === "author" || kind === "named") keys.all.push(key);
    }
    memberKeys.set(shape, keys);
  }
  return keys;
}

/** The member ids an object holds at its top level (its `AuthorId`s and `MemberId`s). */
function ownMembers(value: Json, shape: Shape): string[] {
  const ids: string[] = [];
  for (const key of keysOfMembers(shape).all) {
    const id = value[key];
    if (typeof id === "string") ids.push(id);
  }
  return ids;
}

function anonymous(member: Json): Json {
  const blank: Json = { ...member };
  if ("displayName" in blank) blank.displayName = HIDDEN_MEMBER.displayName;
  if ("username" in blank) blank.username = HIDDEN_MEMBER.username;
  for (const key of PROFILE_TEXTS) if (typeof blank[key] === "string") blank[key] = "";
  for (const key of PROFILE_LISTS) if (Array.isArray(blank[key])) blank[key] = [];
  for (const key of PROFILE_CHOICES) if (key in blank) blank[key] = null;
  return blank;
}

// Reading schemas: zod's own definitions (`_zod.def`), so any view, however composed, is walked.

type Shape = Record<string, Schema>;
type Def = {
  type: string;
  innerType?: Schema;
  element?: Schema;
  shape?: Shape;
  options?: Schema[];
  getter?: () => Schema;
  in?: Schema;
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
};
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

// zod's registry builds a fresh object on every lookup: each schema's kind is read once.
const references = new WeakMap<Schema, MemberReference | null>();
function referenceOf(schema: Schema): MemberReference | undefined {
  let kind = references.get(schema);
  if (kind === undefined) references.set(schema, (kind = memberReferenceOf(schema) ?? null));
  return kind ?? undefined;
}

const unwrappings = new WeakMap<Schema, Schema>();

/** The schema under nullable, optional, default, lazy and pipe, as a value of it is shaped. */
function unwrapped(schema: Schema): Schema {
  const known = unwrappings.get(schema);
  if (known) return known;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const next = def.innerType ?? def.getter?.() ?? def.in;
    if (!next || referenceOf(current)) break;
    current = next;
  }
  unwrappings.set(schema, current);
  return current;
}

const elementOf = (schema: Schema): Schema | undefined => defOf(schema).element;

/** The object shape `value` has under `schema`: a union's option is the one whose fields it fits. */
function objectShape(schema: Schema, value: unknown): Shape | undefined {
  const def = defOf(unwrapped(schema));
  if (def.type === "object") return def.shape;
  if (def.type === "union" && isObject(value)) {
    for (const option of def.options ?? []) {
      const shape = objectShape(option, value);
      if (shape && fits(value, shape)) return shape;
    }
  }
  return undefined;
}

/** Every literal field of the shape (a union's discriminator) holds what the value holds. */
function fits(value: Json, shape: Shape): boolean {
  for (const key in shape) {
    const def = defOf(shape[key]!) as Def & { values?: unknown[] };
    if (def.type === "literal" && !def.values?.includes(value[key])) return false;
  }
  return true;
}

const holding = new WeakMap<Schema, boolean>();

/** Whether a member reference sits anywhere in the schema: a reply without one is left as it is. */
function holdsMembers(schema: Schema, seen = new Set<Schema>()): boolean {
  const known = holding.get(schema);
  if (known !== undefined) return known;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  const parts = [
    def.innerType,
    def.element,
    def.in,
    def.left,
    def.right,
    def.valueType,
    def.getter?.(),
    ...(def.options ?? []),
    ...Object.values(def.shape ?? {}),
  ].filter((part): part is Schema => part !== undefined);
  const holds = referenceOf(schema) !== undefined || parts.some((part) => holdsMembers(part, seen));
  holding.set(schema, holds);
  return holds;
}
