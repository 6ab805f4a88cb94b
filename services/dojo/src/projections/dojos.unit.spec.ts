import { describe, expect, it } from "vitest";
import type { DojoEvent } from "@kumite/contracts/dojo/events";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { listDojos } from "../queries/dojos.ts";
import { DOJO_PLACES, dojoPlacesProjection, type DojoPlaceDocument } from "@kumite/kit/members";
import { DOJOS, dojosProjection, type DojoDocument } from "./dojos.ts";

const spec = projectionSpec([dojoPlacesProjection, dojosProjection]);
const event = ({ type, data }: DojoEvent): GivenEvent => ({
  type,
  aggregateId: (data as { dojoId: string }).dojoId,
  data,
});
const founded = (dojoId: string, ownerId: string, name = "Bjj Lisboa") =>
  event({
    type: "DojoFounded",
    data: { dojoId, ownerId, name, description: "Open mats", location: "Lisbon", martialArts: ["Judo"] },
  });
const joined = (dojoId: string, memberId: string) =>
  event({ type: "MemberJoined", data: { dojoId, memberId, role: "new_blood", invitationId: null } });
const left = (dojoId: string, memberId: string) =>
  event({ type: "MemberLeft", data: { dojoId, memberId, reason: "left" } });
const member = (store: Parameters<Parameters<ReturnType<typeof spec.given>["then"]>[0]>[0], id: string) =>
  store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: id });

describe("the dojos projection", () => {
  it("counts members from the roster, and lists the most members first, then the newest", () =>
    spec
      .given({
        DOJO: [
          founded("d1", "olga"),
          founded("d2", "pia", "Judo Porto"),
          joined("d1", "nia"),
          joined("d1", "wes"),
          left("d1", "wes"),
          joined("d2", "wes"),
          joined("d2", "ana"),
          event({
            type: "MemberRoleChanged",
            data: { dojoId: "d2", memberId: "ana", role: "elder", changedBy: "pia" },
          }),
          founded("d3", "rui", "Karate Faro"),
        ],
      })
      .then(async (store) => {
        const counts = (await store.collection<DojoDocument>(DOJOS).find({}, { sort: { rank: -1 } })).map((dojo) => [
          dojo._id,
          dojo.memberCount,
        ]);
        expect(counts).toEqual([
          ["d2", 3],
          ["d1", 2],
          ["d3", 1],
        ]);
        expect(await member(store, "wes")).toMatchObject({ dojoId: "d2", dojoRole: "new_blood" });
        expect(await member(store, "ana")).toMatchObject({ dojoId: "d2", dojoRole: "elder" });
        expect(await member(store, "olga")).toMatchObject({ dojoId: "d1", dojoRole: "leader" });
        expect((await listDojos(store)).map((dojo) => dojo.id)).toEqual(["d2", "d1", "d3"]);
      }));

  it("passes a dojo on, and leaves an archived one out of the list", () =>
    spec
      .given({
        DOJO: [
          founded("d1", "olga"),
          joined("d1", "lea"),
          event({ type: "OwnershipHandedOver", data: { dojoId: "d1", from: "olga", to: "lea" } }),
          left("d1", "olga"),
          founded("d2", "pia"),
          left("d2", "pia"),
          event({ type: "DojoArchived", data: { dojoId: "d2" } }),
        ],
      })
      .then(async (store) => {
        expect((await listDojos(store)).map(({ id, ownerId, memberCount }) => ({ id, ownerId, memberCount }))).toEqual([
          { id: "d1", ownerId: "lea", memberCount: 1 },
        ]);
        expect(await member(store, "olga")).toMatchObject({ dojoId: null });
      }));
});
