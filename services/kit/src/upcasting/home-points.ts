import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { homeCellOf } from "@kumite/contracts/identity/cells";
import type { StoredEvent } from "../event-store.ts";

// Identity's public events once carried members' exact points (`latitude`, `longitude` on
// UserRegistered and UserProfileUpdated), which every service's member directory copied. Now they
// carry the point's ~1 km cell and the point goes to identity's private stream. Events stored
// before that are read as if written now: the point becomes its cell. Identity alone still needs
// the point of such an event (the member's own session shows it): it is kept beside the event,
// out of its data, where only `withheldHomePointOf` finds it.

export type HomePoint = { latitude: number | null; longitude: number | null };

const withheld = new WeakMap<StoredEvent, HomePoint>();

type LegacyData = Record<string, unknown> & { latitude?: number | null; longitude?: number | null };

export function homePointsOutOfPublicEvents(event: StoredEvent): StoredEvent {
  if (event.stream !== IDENTITY_STREAM.name) return event;
  if (event.type !== "UserRegistered" && event.type !== "UserProfileUpdated") return event;
  const data = event.data as LegacyData;
  if (!("latitude" in data) && !("longitude" in data)) return event;
  const { latitude, longitude, ...rest } = data;
  const point = { latitude: latitude ?? null, longitude: longitude ?? null };
  // An edit that left the point alone carried neither; one that set or cleared it carried both.
  const moved = event.type === "UserRegistered" || latitude !== undefined || longitude !== undefined;
  const upcast: StoredEvent = { ...event, data: moved ? { ...rest, cell: homeCellOf(point) } : rest };
  if (moved) withheld.set(upcast, point);
  return upcast;
}

/** The exact point an old public event carried, for identity's own reads; undefined for any other event. */
export function withheldHomePointOf(event: StoredEvent): HomePoint | undefined {
  return withheld.get(event);
}
