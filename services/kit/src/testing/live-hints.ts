import type { Subscription } from "@nats-io/transport-node";
import { liveSubject, type LiveEvent } from "@kumite/contracts/live";
import type { Nats } from "../nats.ts";

/**
 * Listens on each member's live subject (live.user.<id>), as the gateway does for their open
 * browser, to see which hints a service publishes to whom.
 */
export async function listenLive(nats: Nats, members: ReadonlyArray<{ id: string }>) {
  const heard = new Map<string, LiveEvent[]>(members.map((member) => [member.id, []]));
  const subscriptions: Subscription[] = members.map((member) =>
    nats.connection.subscribe(liveSubject(member.id), {
      callback: (_error, message) => void heard.get(member.id)!.push(message.json<LiveEvent>()),
    }),
  );
  await nats.connection.flush();
  return {
    of: (member: { id: string }) => heard.get(member.id)!,
    /** Clears what was heard so far (after the setting up). */
    forget: () => heard.forEach((events) => events.splice(0)),
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
}
