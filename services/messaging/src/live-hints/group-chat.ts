import type { GroupChatEvent } from "@kumite/contracts/messaging/events";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";
import type { ReadStore } from "@kumite/kit/read-store";
import { GROUPS, type GroupDocument } from "../projections/collections.ts";
import { membersOfGroup } from "../queries/groups.ts";

// A message posted in a group chat reaches its members' open browsers (DESIGN.md, "Real time"),
// from its sender: nobody blocked with them hears of it.

export async function groupChatHints(events: Array<EnvelopeOf<GroupChatEvent>>, store: ReadStore): Promise<LiveHint[]> {
  const posted = events.flatMap((event) => (event.type === "GroupMessagePosted" ? [event.data] : []));
  if (posted.length === 0) return [];
  const group = await store.collection<GroupDocument>(GROUPS).findOne({ _id: events[0]!.aggregateId });
  if (!group) return [];
  const members = await membersOfGroup(store, group);
  return posted.map(({ groupId, messageId }) => ({
    to: members,
    event: { type: "group_message", groupId, messageId },
  }));
}
