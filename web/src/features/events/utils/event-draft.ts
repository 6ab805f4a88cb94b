import type { CreateTrainingEventBody } from "@kumite/contracts/dojo/commands";
import { EVENT_CAPACITY } from "@kumite/contracts/dojo/training-events";

/** The Create Event form as filled in so far. */
export interface EventDraft {
  title?: string;
  description?: string;
  /** The chosen instant (the date picker's value). */
  eventDate?: { toISOString: () => string } | null;
  maxParticipants?: number | string | null;
  dojoId?: string | null;
  isDojoOnly?: boolean;
}

export type MissingEventField = "title" | "eventDate" | "dojoId";

/** SPEC §5: the title must be non-blank, and date and dojo are required. */
export function firstMissing(draft: EventDraft): MissingEventField | null {
  if (!draft.title?.trim()) return "title";
  if (!draft.eventDate) return "eventDate";
  if (!draft.dojoId) return "dojoId";
  return null;
}

/** SPEC §5: 1 to 100, and 10 when it cannot be read as a number. */
export function maxParticipantsOf(raw: EventDraft["maxParticipants"]): number {
  const parsed = typeof raw === "number" ? Math.trunc(raw) : Number.parseInt(raw ?? "", 10);
  if (!Number.isFinite(parsed)) return EVENT_CAPACITY.default;
  return Math.min(EVENT_CAPACITY.max, Math.max(EVENT_CAPACITY.min, parsed));
}

/** What POST /api/dojo-events receives, or null when SPEC says nothing is sent. */
export function eventBody(draft: EventDraft, createdBy: string): CreateTrainingEventBody | null {
  if (firstMissing(draft)) return null;
  return {
    title: draft.title!.trim(),
    description: (draft.description ?? "").trim(),
    eventDate: draft.eventDate!.toISOString(),
    maxParticipants: maxParticipantsOf(draft.maxParticipants),
    dojoId: draft.dojoId!,
    isDojoOnly: draft.isDojoOnly ?? false,
    createdBy,
  };
}
