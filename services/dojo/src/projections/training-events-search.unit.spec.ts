import { describe, expect, it } from "vitest";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { dojoPlacesProjection, memberDirectory } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { SearchIndex } from "@kumite/kit/search";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { searchTrainingEvents } from "../queries/training-events.ts";
import { dojosProjection } from "./dojos.ts";
import { trainingEventsProjection } from "./training-events.ts";
import { trainingEventsSearch } from "./training-events-search.ts";

// Training events as search finds them: a table of queries and the event each must find first,
// the soonest to come first among equals, and dojo-only events only for those who may see them
// (event-access.ts), with IDENTITY's and DOJO's events in every order. projectionSpec also runs
// each against a hostile store.

const spec = projectionSpec([
  memberDirectory,
  dojoPlacesProjection,
  dojosProjection,
  trainingEventsProjection,
  trainingEventsSearch.projection,
]);
const NOW = new Date("2026-11-21T10:00:00.000Z");

const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PROFILE_DEFAULTS, userId, displayName: userId, username: userId },
});
const roster = (type: string, data: { dojoId: string } & Record<string, unknown>): GivenEvent => ({
  type,
  aggregateId: data.dojoId,
  data,
});
const change = ({ type, data }: TrainingEventChange): GivenEvent => ({ type, aggregateId: data.eventId, data });
const scheduled = (eventId: string, title: string, eventDate: string, isDojoOnly = false, description = "") =>
  change({
    type: "TrainingEventScheduled",
    data: { eventId, dojoId: "d1", createdBy: "olga", title, description, eventDate, maxParticipants: 10, isDojoOnly },
  });

const DOJO = [
  roster("DojoFounded", {
    dojoId: "d1",
    ownerId: "olga",
    name: "Judo Porto",
    description: "",
    location: "Porto",
    martialArts: ["Judo"],
  }),
  roster("MemberJoined", { dojoId: "d1", memberId: "wes", role: "new_blood", invitationId: null }),
  roster("MemberRoleChanged", { dojoId: "d1", memberId: "wes", role: "warrior", changedBy: "olga" }),
  roster("MemberJoined", { dojoId: "d1", memberId: "nia", role: "new_blood", invitationId: null }),
  scheduled("bjj", "Brazilian Jiu-Jitsu open mat", "2026-11-28T18:00:00.000Z", false, "Gi and no-gi rolls"),
  scheduled("thai", "Muay Thai sparring", "2026-11-25T18:00:00.000Z", false, "Shin guards needed"),
  scheduled("mma", "MMA fight night", "2026-11-26T18:00:00.000Z"),
  scheduled("judo", "Judô randori em São Paulo", "2026-11-27T18:00:00.000Z"),
  scheduled("secret", "Competition team randori", "2026-11-24T18:00:00.000Z", true),
  scheduled("old", "Randori", "2026-11-01T18:00:00.000Z"),
  scheduled("soon", "Randori", "2026-11-22T18:00:00.000Z"),
  scheduled("gone", "Kata seminar", "2026-11-23T18:00:00.000Z"),
  change({ type: "TrainingEventCancelled", data: { eventId: "gone", cancelledBy: "olga" } }),
  change({ type: "EventParticipantJoined", data: { eventId: "secret", memberId: "cai", promoted: false } }),
];

/** What a member types, and which event it must find first. */
const TABLE: ReadonlyArray<readonly [query: string, first: string]> = [
  ["bjj", "bjj"],
  ["jiujitsu open", "bjj"],
  ["opn mat", "bjj"],
  ["thai boxing", "thai"],
  ["sparing", "thai"],
  ["mixed martial arts", "mma"],
  ["sao paulo", "judo"],
  ["judo", "judo"],
  ["randori", "soon"],
];

const ids = (list: Array<{ id: string }>) => list.map((event) => event.id);
const found = async (store: ReadStore, reader: string, text: string) =>
  ids(await searchTrainingEvents(store, new SearchIndex(trainingEventsSearch), reader, text, NOW));

describe("training events search", () => {
  it("finds the event each query means first", () =>
    spec.given({ DOJO }).then(async (store) => {
      const index = new SearchIndex(trainingEventsSearch);
      const firsts = [];
      for (const [query] of TABLE) firsts.push((await searchTrainingEvents(store, index, "wes", query, NOW))[0]?.id);
      expect(firsts).toEqual(TABLE.map(([, first]) => first));
    }));

  it("puts the soonest to come first among equal matches, past ones after, never a cancelled one", () =>
    spec.given({ DOJO }).then(async (store) => {
      expect(await found(store, "nia", "randori")).toEqual(["soon", "old", "judo"]);
      expect(await found(store, "nia", "kata")).toEqual([]);
      const [view] = await searchTrainingEvents(store, new SearchIndex(trainingEventsSearch), "nia", "randori", NOW);
      expect(view).toMatchObject({ id: "soon", dojo: { name: "Judo Porto" }, matched: ["randori"] });
    }));

  it("shows a dojo-only event only to those who may see it, in every order", async () => {
    const orders = await spec
      .given({ DOJO: DOJO.slice(0, 4).concat(DOJO[8]!, DOJO[13]!), IDENTITY: [registered("olga"), registered("wes")] })
      .inEveryOrder(async (store) => {
        // Wes is a warrior, Olga the owner, Cai takes part; Nia is new blood, Rui a stranger.
        expect(await found(store, "wes", "competition")).toEqual(["secret"]);
        expect(await found(store, "olga", "competition")).toEqual(["secret"]);
        expect(await found(store, "cai", "competition")).toEqual(["secret"]);
        expect(await found(store, "nia", "competition")).toEqual([]);
        expect(await found(store, "rui", "competition")).toEqual([]);
      });
    expect(orders).toBeGreaterThan(1);
  });
});
