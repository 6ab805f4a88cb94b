import { describe, expect, it } from "vitest";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { memberDirectory, dojoPlacesProjection } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { eventsOfDojo, myEvents, trainingEventById } from "../queries/training-events.ts";
import { dojosProjection } from "./dojos.ts";
import { trainingEventsProjection } from "./training-events.ts";

// The training events as members read them, from DOJO's events and the organisers' names from
// IDENTITY's, whichever stream comes first: the same views in every interleaving.

const spec = projectionSpec([memberDirectory, dojoPlacesProjection, dojosProjection, trainingEventsProjection]);
const NOW = new Date("2026-11-21T10:00:00.000Z");

const registered = (userId: string, displayName: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PROFILE_DEFAULTS, userId, displayName, username: displayName.toLowerCase() },
});
const roster = (type: string, data: { dojoId: string } & Record<string, unknown>): GivenEvent => ({
  type,
  aggregateId: data.dojoId,
  data,
});
const change = ({ type, data }: TrainingEventChange): GivenEvent => ({ type, aggregateId: data.eventId, data });
const scheduled = (eventId: string, eventDate: string, isDojoOnly: boolean) =>
  change({
    type: "TrainingEventScheduled",
    data: {
      eventId,
      dojoId: "d1",
      createdBy: "olga",
      title: `Event ${eventId}`,
      description: "Randori",
      eventDate,
      maxParticipants: 2,
      isDojoOnly,
    },
  });
const joined = (eventId: string, memberId: string, promoted = false) =>
  change({ type: "EventParticipantJoined", data: { eventId, memberId, promoted } });

/** Olga owns Judo Porto; Wes is its warrior, Nia its new blood. e1 is dojo-only, e2 open, e0 past. */
const DOJO = [
  roster("DojoFounded", {
    dojoId: "d1",
    ownerId: "olga",
    name: "Judo Porto",
    description: "Randori",
    location: "Porto",
    martialArts: ["Judo"],
  }),
  roster("MemberJoined", { dojoId: "d1", memberId: "wes", role: "new_blood", invitationId: null }),
  roster("MemberRoleChanged", { dojoId: "d1", memberId: "wes", role: "warrior", changedBy: "olga" }),
  roster("MemberJoined", { dojoId: "d1", memberId: "nia", role: "new_blood", invitationId: null }),
  scheduled("e1", "2026-11-28T18:00:00.000Z", true),
  scheduled("e2", "2026-11-25T18:00:00.000Z", false),
  scheduled("e0", "2026-11-01T18:00:00.000Z", false),
  joined("e1", "wes"),
  joined("e1", "ana"),
  change({ type: "EventWaitlistJoined", data: { eventId: "e1", memberId: "ben" } }),
  change({ type: "EventWaitlistJoined", data: { eventId: "e1", memberId: "cai" } }),
  [
    change({ type: "EventParticipantLeft", data: { eventId: "e1", memberId: "ana", from: "participants" } }),
    joined("e1", "ben", true),
  ],
  [change({ type: "EventCapacityChanged", data: { eventId: "e2", maxParticipants: 5, changedBy: "olga" } })],
  joined("e2", "nia"),
  change({ type: "TrainingEventCancelled", data: { eventId: "e2", cancelledBy: "olga" } }),
];

describe("the training events projection", () => {
  it("shows each reader the events they may see, with the dojo's and the organiser's names", async () => {
    const orders = await spec
      .given({ DOJO, IDENTITY: [registered("olga", "Olga Sensei")] })
      .inEveryOrder(async (store) => {
        // Cai is no member of the dojo, but waits for a place: what he signed up for he sees.
        expect((await trainingEventById(store, "cai", "e1", NOW)).viewer.waitlistPosition).toBe(1);
        await expect(trainingEventById(store, "nia", "e1", NOW)).rejects.toThrow("Event not found");
        const seen = await trainingEventById(store, "wes", "e1", NOW);
        expect(seen).toMatchObject({
          id: "e1",
          dojo: { name: "Judo Porto" },
          creator: { displayName: "Olga Sensei", username: "olga sensei" },
          participants: [{ userId: "wes" }, { userId: "ben" }],
          currentParticipants: 2,
          waitlistCount: 1,
          cancelled: false,
          viewer: { past: false, full: true, joined: true, organizer: false, waitlistPosition: null },
        });
        expect((await trainingEventById(store, "olga", "e1", NOW)).viewer.organizer).toBe(true);
        const byNia = await eventsOfDojo(store, "nia", "d1", NOW);
        expect(byNia.map((event) => [event.id, event.cancelled, event.viewer.past])).toEqual([
          ["e0", false, true],
          ["e2", true, false],
        ]);
        expect(byNia[1]).toMatchObject({ maxParticipants: 5, viewer: { joined: true, full: false } });
        expect((await eventsOfDojo(store, "wes", "d1", NOW)).map((event) => event.id)).toEqual(["e0", "e2", "e1"]);
        // The next ones: neither past nor cancelled.
        expect((await myEvents(store, "wes", NOW)).map((event) => event.id)).toEqual(["e1"]);
        expect(await myEvents(store, "nia", NOW)).toEqual([]);
      });
    expect(orders).toBeGreaterThan(1);
  });

  it("shows the waiting their place on the waitlist, in the order they asked", () =>
    spec
      .given({
        DOJO: [
          ...DOJO.slice(0, 6),
          joined("e2", "wes"),
          joined("e2", "olga"),
          change({ type: "EventWaitlistJoined", data: { eventId: "e2", memberId: "rui" } }),
          change({ type: "EventWaitlistJoined", data: { eventId: "e2", memberId: "nia" } }),
        ],
      })
      .then(async (store) => {
        expect((await trainingEventById(store, "rui", "e2", NOW)).viewer.waitlistPosition).toBe(1);
        expect((await trainingEventById(store, "nia", "e2", NOW)).viewer).toMatchObject({
          waitlistPosition: 2,
          joined: false,
          full: true,
        });
        // No IDENTITY event yet: the organiser is not known by name.
        expect((await trainingEventById(store, "wes", "e2", NOW)).creator).toBeNull();
        expect((await myEvents(store, "nia", NOW)).map((event) => event.id)).toEqual(["e2"]);
      }));

  it("lists a dojo's events a page at a time, from a month ago unless asked from when", () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(NOW.getTime() + days * day).toISOString();
    const many = Array.from({ length: 105 }, (_, index) => scheduled(`f${index}`, at(1 + index), false));
    return spec
      .given({
        DOJO: [...DOJO.slice(0, 4), scheduled("old", at(-40), false), scheduled("recent", at(-10), false), ...many],
      })
      .then(async (store) => {
        const ids = async (window = {}) =>
          (await eventsOfDojo(store, "wes", "d1", NOW, window)).map((event) => event.id);
        const firstPage = await ids();
        // Forty days ago is out of the default window; ten days ago is in; at most 100 a page.
        expect(firstPage).toHaveLength(100);
        expect(firstPage.slice(0, 2)).toEqual(["recent", "f0"]);
        expect((await ids({ from: at(-50) })).slice(0, 2)).toEqual(["old", "recent"]);
        expect(await ids({ from: at(-50), to: at(0) })).toEqual(["old", "recent"]);
        // The next page starts where the last ended.
        expect((await ids({ from: at(99) })).slice(0, 7)).toEqual([
          "f98",
          "f99",
          "f100",
          "f101",
          "f102",
          "f103",
          "f104",
        ]);
      });
  });
});
