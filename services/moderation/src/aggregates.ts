import { MODERATION_STREAM, noteSubject } from "@kumite/contracts/moderation/events";
import type { ServiceDeps } from "@kumite/kit/service/define-service";
import { noteDecider } from "./domain/note.ts";

export const moderationAggregates = {
  notes: { stream: MODERATION_STREAM, subject: noteSubject, decider: noteDecider },
};

export type ModerationDeps = ServiceDeps<typeof moderationAggregates>;
