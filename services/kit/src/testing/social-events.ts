import {
  SOCIAL_STREAM,
  connectionPairId,
  connectionSubject,
  type ConnectionEvent,
} from "@kumite/contracts/social/events";
import type { EventStore } from "../event-store.ts";
import { newId } from "../ids.ts";
import type { Projector } from "../projection/projector.ts";
import { applied } from "./applied.ts";

// For a service that reads social's connections (the kit's connectionsProjection): the events
// social would append when members connect, without running social.

type ReadsSocial = { deps: { events: EventStore; projector: Projector } };

/** One of social's connection events, on social's stream, as social would append it; returns its position token. */
export async function socialEvent(service: ReadsSocial, event: ConnectionEvent): Promise<string> {
  const { events } = service.deps;
  await events.ensureStream(SOCIAL_STREAM);
  const { userId, connectedUserId } = event.data;
  const pairId = connectionPairId(userId, connectedUserId);
  const position = await events.publish(connectionSubject(pairId), {
    id: newId(),
    aggregateId: pairId,
    occurredAt: new Date().toISOString(),
    actorId: userId,
    ...event,
  });
  return applied(service.deps.projector, position);
}

/** Ana asked Ben and Ben accepted (by liking back when `mutual`). */
export async function connect(
  service: ReadsSocial,
  userId: string,
  connectedUserId: string,
  mutual = true,
): Promise<string> {
  const connectionId = newId();
  await socialEvent(service, { type: "ConnectionRequested", data: { connectionId, userId, connectedUserId } });
  await socialEvent(service, { type: "ConnectionAccepted", data: { connectionId, userId, connectedUserId, mutual } });
  return connectionId;
}
