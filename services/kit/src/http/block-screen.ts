import { HIDDEN_MEMBER } from "@kumite/contracts/identity/views";
import { hides, type Sight } from "../members/block-rule.ts";

// The block rule applied to a reply, whatever route made it (members/block-rule.ts says the rule).
// It reads the product's own words for the fields that name members, the same in every context's
// views (contracts/src/*/views.ts):
// - a thing a member wrote (a post, a comment, a message) names them by `authorId` or `senderId`:
//   it leaves any list shown to a member hidden from its writer, and alone it is not found;
// - a member is named beside a name (`ownerId` and `owner`, `createdBy` and `creator` …) or is
//   shown whole (`id` with `displayName`): their name reads "A member" and their profile is blank;
//   alone (a profile), they are not found.
// A message the reader's own block collapsed (`fromBlocked`) stays as its service flagged it.

const AUTHOR_KEYS = ["authorId", "senderId"] as const;
/** An id key and the key of the name shown beside it. */
const NAMES = [
  ["ownerId", "owner"],
  ["createdBy", "creator"],
  ["authorId", "author"],
  ["senderId", "sender"],
  ["receiverId", "receiver"],
  ["userId", "user"],
  ["connectedUserId", "connectedUser"],
] as const;
const NAME_BESIDE = new Map<string, string>(NAMES);
const PROFILE_TEXTS = ["experience", "bio", "location", "rank"];
const PROFILE_LISTS = ["martialArts", "trainingGoals", "availability"];
const PROFILE_CHOICES = ["ageRange", "skillLevel", "weightKg", "giPreference", "intensity"];

type Json = Record<string, unknown>;
export type Screened = { found: true; reply: unknown } | { found: false };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The reply as `sight` may see it; not found when the reply itself is hidden from it. */
export function screenReply(reply: unknown, sight: Sight): Screened {
  if (isObject(reply) && (writtenByHidden(reply, sight) || (isMember(reply) && hides(sight, reply.id))))
    return { found: false };
  return { found: true, reply: screen(reply, sight) };
}

// Copy on write: a reply is mostly untouched, and only what changes (and what holds it) is copied.
function screen(value: unknown, sight: Sight): unknown {
  if (Array.isArray(value)) return screenList(value, sight);
  if (!isObject(value) || value.fromBlocked === true) return value;
  let screened: Json | null = null;
  for (const key in value) {
    const field = value[key];
    if (typeof field === "string") {
      const nameKey = NAME_BESIDE.get(key);
      const named = nameKey === undefined ? undefined : value[nameKey];
      if (nameKey !== undefined && isObject(named) && hides(sight, field))
        (screened ??= { ...value })[nameKey] = anonymous(named);
      continue;
    }
    if (typeof field !== "object" || field === null) continue;
    const after = screen(field, sight);
    // A name anonymised above stays so.
    if (after !== field && !(screened && screened[key] !== field)) (screened ??= { ...value })[key] = after;
  }
  return isMember(value) && hides(sight, value.id) ? anonymous(screened ?? value) : (screened ?? value);
}

function screenList(list: unknown[], sight: Sight): unknown[] {
  let screened: unknown[] | null = null;
  list.forEach((entry, index) => {
    const after = isObject(entry) && writtenByHidden(entry, sight) ? DROPPED : screen(entry, sight);
    if (after !== entry) screened ??= list.slice(0, index);
    if (screened && after !== DROPPED) screened.push(after);
  });
  return screened ?? list;
}

const DROPPED = Symbol("dropped");

function writtenByHidden(entry: Json, sight: Sight): boolean {
  if (entry.fromBlocked === true && typeof entry.senderId === "string" && sight.blocked.has(entry.senderId))
    return false;
  return AUTHOR_KEYS.some((key) => typeof entry[key] === "string" && hides(sight, entry[key]));
}

const isMember = (value: Json): value is Json & { id: string } =>
  typeof value.id === "string" && typeof value.displayName === "string";

function anonymous(member: Json): Json {
  const blank: Json = { ...member };
  if ("displayName" in blank) blank.displayName = HIDDEN_MEMBER.displayName;
  if ("username" in blank) blank.username = HIDDEN_MEMBER.username;
  for (const key of PROFILE_TEXTS) if (typeof blank[key] === "string") blank[key] = "";
  for (const key of PROFILE_LISTS) if (Array.isArray(blank[key])) blank[key] = [];
  for (const key of PROFILE_CHOICES) if (key in blank) blank[key] = null;
  return blank;
}
