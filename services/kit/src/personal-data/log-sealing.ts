import { personalFieldsOf } from "@kumite/contracts/personal-data";
import type { MemberKeys } from "./member-keys.ts";
import { open, ownerOf, seal, type Envelope } from "./sealing.ts";

// Where the log's messages meet the members' keys: a command's events are sealed on their way in
// (event-store.ts encodes them) and opened on their way out (decodeEvents), so deciders,
// projections and reactions only ever see plain events. Which fields are sealed is declared in
// contracts (`<context>/personal-data.ts`). Events written before sealing have no `sealed`: they
// are read as they are.

/** The events with each one's personal fields sealed under its owner's key (made on first need). */
export async function sealEvents<E extends Envelope>(events: readonly E[], keys: MemberKeys): Promise<E[]> {
  return Promise.all(
    events.map(async (event) => {
      const declared = personalFieldsOf(event.type);
      const owner = declared && ownerOf(event, declared);
      if (!declared || owner === null) return event;
      return seal(event, declared, await keys.keyToWrite(owner));
    }),
  );
}

/**
 * The events with their sealed fields opened (or emptied, for an erased member). Synchronous when
 * every key needed is held in memory, which is the steady state of a running service; a key not
 * held yet is asked of the bucket first.
 */
export function openEvents<E extends Envelope>(events: E[], keys: MemberKeys): E[] | Promise<E[]> {
  let missing: string[] | null = null;
  for (const event of events) {
    if (event.sealed && keys.inMemory(event.sealed.member) === undefined) (missing ??= []).push(event.sealed.member);
  }
  if (!missing)
    return events.map((event) => (event.sealed ? open(event, keys.inMemory(event.sealed.member) ?? null) : event));
  return Promise.all(missing.map((member) => keys.keyToRead(member))).then(() =>
    Promise.all(
      events.map(async (event) => (event.sealed ? open(event, await keys.keyToRead(event.sealed.member)) : event)),
    ),
  );
}
