import {
  SOCIAL_STREAM,
  connectionPairId,
  connectionSubject,
  type ConnectionEvent,
} from "@kumite/contracts/social/events";
import { newId } from "@kumite/kit/ids";
import type { TestService } from "@kumite/kit/testing/service-harness";
import type { messagingService } from "../src/service.ts";

/** One of social's connection events, on social's stream, as social would append it; returns its position token. */
export async function socialEvent(
  messaging: TestService<typeof messagingService>,
  event: ConnectionEvent,
): Promise<string> {
  const { events } = messaging.deps;
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
  await messaging.deps.projector.waitFor(position.stream, position.sequence, 5000);
  return `${position.stream}:${position.sequence}`;
}

/** Ana asked Ben and Ben accepted (by liking back when `mutual`). */
export async function connect(
  messaging: TestService<typeof messagingService>,
  userId: string,
  connectedUserId: string,
  mutual = true,
): Promise<string> {
  const connectionId = newId();
  await socialEvent(messaging, { type: "ConnectionRequested", data: { connectionId, userId, connectedUserId } });
  await socialEvent(messaging, { type: "ConnectionAccepted", data: { connectionId, userId, connectedUserId, mutual } });
  return connectionId;
}
