import { IDENTITY_STREAM, userSubject, type UserEvent } from "@kumite/contracts/identity/events";
import type { EventsOf } from "../projection/define.ts";
import { defineReaction, type Reaction } from "../reaction/define.ts";

// What a service does when an account is deleted (leave its dojo, erase its key, remove its files
// and exports) is a reaction to identity's UserDeleted. Reactions run until they succeed, at least
// once, so `act` must change nothing the second time.

export function deletedMemberReaction<Deps>(
  name: string,
  act: (memberId: string, deps: Deps) => Promise<void>,
): Reaction<Deps> {
  return defineReaction<EventsOf<UserEvent>, Deps>({
    name,
    stream: IDENTITY_STREAM.name,
    subjects: [userSubject("*")],
    on: { UserDeleted: (event, deps) => act(event.data.userId, deps) },
  });
}
