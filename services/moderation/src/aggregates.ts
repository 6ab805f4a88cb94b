import { blocksSubject, caseSubject, MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import type { ServiceDeps } from "@kumite/kit/service";
import { blocksDecider } from "./domain/blocks.ts";
import { caseDecider } from "./domain/member-case.ts";

export const moderationAggregates = {
  blocks: { stream: MODERATION_STREAM, subject: blocksSubject, decider: blocksDecider },
  cases: { stream: MODERATION_STREAM, subject: caseSubject, decider: caseDecider },
};

export type ModerationDeps = ServiceDeps<typeof moderationAggregates>;
