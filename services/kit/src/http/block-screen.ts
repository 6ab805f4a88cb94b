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

function screen(value: unknown, sight: Sight): unknown {
  if (Array.isArray(value))
    return value
      .filter((entry) => !(isObject(entry) && writtenByHidden(entry, sight)))
      .map((entry) => screen(entry, sight));
  if (!isObject(value)) return value;
  if (value.fromBlocked === true) return value;
  const screened: Json = {};
  for (const [key, field] of Object.entries(value)) screened[key] = screen(field, sight);
  for (const [idKey, nameKey] of NAMES) {
    const id = value[idKey];
    if (typeof id === "string" && isObject(screened[nameKey]) && hides(sight, id))
      screened[nameKey] = anonymous(screened[nameKey]);
  }
  return isMember(value) && hides(sight, value.id) ? anonymous(screened) : screened;
}

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
