import type { MartialArt } from "@kumite/contracts/values";

export interface DojoProfileDraft {
  name: string;
  description: string;
  location: string;
  martialArts: MartialArt[];
}

/** The field a draft is missing first, in the order SPEC §5 lists its messages; null when it is whole. */
export type MissingDojoField = "name" | "description" | "location" | "martialArts";

export function firstMissing(draft: DojoProfileDraft): MissingDojoField | null {
  if (!draft.name.trim()) return "name";
  if (!draft.description.trim()) return "description";
  if (!draft.location.trim()) return "location";
  if (draft.martialArts.length === 0) return "martialArts";
  return null;
}

/** What the server receives: the text fields trimmed. */
export const trimmedProfile = (draft: DojoProfileDraft): DojoProfileDraft => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  location: draft.location.trim(),
  martialArts: draft.martialArts,
});
