import type { EventStore } from "../event-store.ts";
import { BLOCKS } from "../members/blocks.ts";
import type { Projector } from "../projection/projector.ts";
import type { HostileStore } from "./hostile-store.ts";
import { blockStored } from "./moderation-events.ts";

// A block racing an act that reaches the blocked member (a join, an acceptance, a message, a
// request): the block is in the log while the service's blocks read model is held behind it, and the
// act is sent then. The act must wait for the blocks to catch up and be refused; a service that
// decides on the read model as it stands lets it through. `inFlight` says the act was still
// unanswered when the block reached the read model: the race really was run.

const IN_FLIGHT_MS = 300;

type Service = { deps: { events: EventStore; projector: Projector } };

export async function actRacingBlock<Reply>(
  service: Service,
  store: HostileStore,
  [blockerId, blockedId]: [string, string],
  act: () => Promise<Reply>,
): Promise<{ reply: Reply; inFlight: boolean }> {
  const release = store.holdWrites(BLOCKS);
  let answered = false;
  try {
    await blockStored(service, blockerId, blockedId);
    const reply = act().finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
    const inFlight = !answered;
    release();
    return { reply: await reply, inFlight };
  } finally {
    release();
  }
}
