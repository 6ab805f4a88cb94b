import {
  blocksSubject,
  caseSubject,
  MODERATION_STREAM,
  type BlockEvent,
  type CaseEvent,
} from "@kumite/contracts/moderation/events";
import type { EventStore } from "../event-store.ts";
import { newId } from "../ids.ts";
import type { Projector } from "../projection/projector.ts";
import { applied } from "./applied.ts";
import type { GivenEvent } from "./projection-spec.ts";

// For a service that reads moderation's facts (the kit's blocks and suspensions projections): the
// events moderation would append when a member blocks another or is suspended, without running it.

type ReadsModeration = { deps: { events: EventStore; projector: Projector } };

async function moderationEvent(
  service: ReadsModeration,
  subject: string,
  aggregateId: string,
  event: BlockEvent | CaseEvent,
): Promise<string> {
  return applied(service.deps.projector, await storeModerationEvent(service, subject, aggregateId, event));
}

async function storeModerationEvent(
  service: ReadsModeration,
  subject: string,
  aggregateId: string,
  event: BlockEvent | CaseEvent,
) {
  const { events } = service.deps;
  await events.ensureStream(MODERATION_STREAM);
  return events.publish(subject, {
    id: newId(),
    aggregateId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    ...event,
  });
}

const blocked = (blockerId: string, blockedId: string): BlockEvent => ({
  type: "MemberBlocked",
  data: { blockerId, blockedId, blockedAt: new Date().toISOString() },
});

/** `blockerId` blocks `blockedId`; returns the position token. */
export function block(service: ReadsModeration, blockerId: string, blockedId: string): Promise<string> {
  return moderationEvent(service, blocksSubject(blockerId), blockerId, blocked(blockerId, blockedId));
}

/** The block is in the log; the service's read models may not have applied it yet. */
export async function blockStored(service: ReadsModeration, blockerId: string, blockedId: string): Promise<void> {
  await storeModerationEvent(service, blocksSubject(blockerId), blockerId, blocked(blockerId, blockedId));
}

export function unblock(service: ReadsModeration, blockerId: string, blockedId: string): Promise<string> {
  const lifted = { blockerId, blockedId };
  return moderationEvent(service, blocksSubject(blockerId), blockerId, { type: "MemberUnblocked", data: lifted });
}

/** The member is suspended (as reports would have it); returns the suspension's id. */
export async function suspend(service: ReadsModeration, memberId: string, reporterIds: string[] = []): Promise<string> {
  const suspensionId = `${memberId}-${newId()}`;
  const suspended = { memberId, suspensionId, suspendedAt: new Date().toISOString(), reporterIds };
  await moderationEvent(service, caseSubject(memberId), memberId, { type: "MemberSuspended", data: suspended });
  return suspensionId;
}

export function lift(service: ReadsModeration, memberId: string, suspensionId: string): Promise<string> {
  const lifted = { memberId, suspensionId, liftedAt: new Date().toISOString(), note: "" };
  return moderationEvent(service, caseSubject(memberId), memberId, { type: "SuspensionLifted", data: lifted });
}

/** The same facts as a projection spec's given events (projection-spec.ts). */
export const moderationGiven = {
  blocked: (blockerId: string, blockedId: string, blockedAt = "2026-11-20T10:00:00.000Z"): GivenEvent => ({
    type: "MemberBlocked",
    aggregateId: blockerId,
    data: { blockerId, blockedId, blockedAt },
  }),
  unblocked: (blockerId: string, blockedId: string): GivenEvent => ({
    type: "MemberUnblocked",
    aggregateId: blockerId,
    data: { blockerId, blockedId },
  }),
  suspended: (memberId: string, suspensionId: string, reporterIds: string[] = []): GivenEvent => ({
    type: "MemberSuspended",
    aggregateId: memberId,
    data: { memberId, suspensionId, suspendedAt: "2026-11-20T12:00:00.000Z", reporterIds },
  }),
  lifted: (memberId: string, suspensionId: string): GivenEvent => ({
    type: "SuspensionLifted",
    aggregateId: memberId,
    data: { memberId, suspensionId, liftedAt: "2026-11-20T13:00:00.000Z", note: "" },
  }),
};
