import { describe, it } from "vitest";
import type { GymActivityEvent, OpenMatSlot } from "@kumite/contracts/gym/events";
import { GYM_DOJOS_MAX, OPEN_MAT_LIMITS } from "@kumite/contracts/gym/limits";
import { Conflict, NotFound, Unprocessable } from "@kumite/kit/errors";
import type { AccountStanding } from "@kumite/kit/members";
import { deciderSpec } from "@kumite/kit/testing";
import { gymDecider, OPEN_MAT_EXISTS } from "./gym.ts";

const spec = deciderSpec(gymDecider, { aggregateId: "g1", actorId: "ana", commandId: "om-1" });
const slot: OpenMatSlot = {
  weekday: "Saturday",
  start: "10:00",
  end: "12:00",
  kind: "both",
  fee: null,
  note: "All levels",
};
const addedBy = (memberId: string, openMatId = "om-1", at: Partial<OpenMatSlot> = {}): GymActivityEvent => ({
  type: "OpenMatAdded",
  data: { ...slot, ...at, gymId: "g1", openMatId, addedBy: memberId },
});
const add = (at: Partial<OpenMatSlot> = {}) => ({ type: "AddOpenMat", data: { ...slot, ...at, gymId: "g1" } }) as const;
const confirmed = (memberId: string): GymActivityEvent => ({
  type: "OpenMatConfirmed",
  data: { gymId: "g1", openMatId: "om-1", memberId },
});
const flagged = (memberId: string, counted = true): GymActivityEvent => ({
  type: "OpenMatFlagged",
  data: { gymId: "g1", openMatId: "om-1", memberId, counted },
});
/** A flag from before flags were weighed, which says nothing of it: it counts. */
const flaggedBefore = (memberId: string): GymActivityEvent => ({
  type: "OpenMatFlagged",
  data: { gymId: "g1", openMatId: "om-1", memberId },
});
const confirm = { type: "ConfirmOpenMat", data: { gymId: "g1", openMatId: "om-1" } } as const;
// The spec's clock is 21 November 2026, 10:00 UTC.
const established: AccountStanding = { joinedAt: "2025-01-01T00:00:00.000Z", suspended: false };
const madeAnHourAgo: AccountStanding = { joinedAt: "2026-11-21T09:00:00.000Z", suspended: false };
const unknownToGym: AccountStanding = { joinedAt: null, suspended: false };
const flagBy = (flagger: AccountStanding) =>
  ({ type: "FlagOpenMat", data: { gymId: "g1", openMatId: "om-1", flagger } }) as const;
const flag = flagBy(established);

describe("a gym's open mats", () => {
  it("are added by any member, once per day, start and kind", () => {
    spec
      .given([])
      .when(add())
      .then([addedBy("ana")]);
    spec
      .given([addedBy("ben", "om-0")])
      .when(add())
      .thenThrows(Conflict, OPEN_MAT_EXISTS);
    spec
      .given([addedBy("ben", "om-0")])
      .when(add({ kind: "gi" }))
      .then([addedBy("ana", "om-1", { kind: "gi" })]);
  });

  it("are capped per gym", () => {
    const full = Array.from({ length: OPEN_MAT_LIMITS.perGymMax }, (_, i) =>
      addedBy("ben", `om-${i + 10}`, { start: `${String(i % 24).padStart(2, "0")}:${i < 24 ? "00" : "30"}` }),
    );
    spec
      .given(full)
      .when(add({ weekday: "Monday" }))
      .thenThrows(Unprocessable);
  });

  it("are confirmed or flagged once by each member, the latest word counting", () => {
    spec
      .given([addedBy("ana")])
      .when(confirm, { actorId: "ben" })
      .then([confirmed("ben")]);
    spec
      .given([addedBy("ana"), confirmed("ben")])
      .when(confirm, { actorId: "ben" })
      .then([]);
    spec
      .given([addedBy("ana")])
      .when(confirm)
      .then([]);
    spec
      .given([addedBy("ana"), confirmed("ben")])
      .when(flag, { actorId: "ben" })
      .then([flagged("ben")]);
    spec
      .given([addedBy("ana"), flagged("ben")])
      .when(flag, { actorId: "ben" })
      .then([]);
    spec.given([]).when(confirm).thenThrows(NotFound);
  });

  it("weigh a flag only from an established member: a new account's is kept and counts for nothing", () => {
    spec
      .given([addedBy("ana")])
      .when(flagBy(madeAnHourAgo), { actorId: "ben" })
      .then([flagged("ben", false)]);
    spec
      .given([addedBy("ana")])
      .when(flagBy(unknownToGym), { actorId: "ben" })
      .then([flagged("ben", false)]);
    // Five new accounts flag Ana's open mat: it is still listed, and anyone may still confirm it.
    const fiveNew = ["b", "c", "d", "e", "f"].map((memberId) => flagged(memberId, false));
    spec
      .given([addedBy("ana"), ...fiveNew])
      .when(confirm, { actorId: "gus" })
      .then([confirmed("gus")]);
  });

  it("count a member's flag once, however often they flag; a flag that weighed nothing weighs once they are established", () => {
    spec
      .given([addedBy("ana"), flagged("ben")])
      .when(flag, { actorId: "ben" })
      .then([]);
    spec
      .given([addedBy("ana"), flagged("ben", false)])
      .when(flagBy(madeAnHourAgo), { actorId: "ben" })
      .then([]);
    spec
      .given([addedBy("ana"), flagged("ben", false)])
      .when(flag, { actorId: "ben" })
      .then([flagged("ben")]);
    // Ben's flag made three times is one against Ana's confirmation: still listed.
    spec
      .given([addedBy("ana"), flagged("ben", false), flagged("ben"), flagged("ben")])
      .when(confirm, { actorId: "cid" })
      .then([confirmed("cid")]);
  });

  it("are gone once more established members flag than confirm, and can be added again", () => {
    const gone = [addedBy("ana"), flagged("ben"), flagged("cid")];
    spec.given(gone).when(confirm, { actorId: "dan" }).thenThrows(NotFound);
    spec.given(gone).when(flag, { actorId: "dan" }).thenThrows(NotFound);
    spec
      .given([addedBy("ana"), flaggedBefore("ben"), flaggedBefore("cid")])
      .when(confirm, { actorId: "dan" })
      .thenThrows(NotFound);
    // A new account's flag does not tip the balance that two established ones do.
    spec
      .given([addedBy("ana"), confirmed("ben"), flagged("cid"), flagged("dan"), flagged("eve", false)])
      .when(confirm, { actorId: "fay" })
      .then([confirmed("fay")]);
    spec
      .given(gone)
      .when(add(), { commandId: "om-2" })
      .then([addedBy("ana", "om-2")]);
    // Even: one confirmation (the adder's) against one flag keeps it listed.
    spec
      .given([addedBy("ana"), flagged("ben")])
      .when(confirm, { actorId: "cid" })
      .then([confirmed("cid")]);
  });
});

describe("a gym's dojos", () => {
  const link = { type: "LinkDojo", data: { gymId: "g1", dojoId: "d1" } } as const;
  const linked: GymActivityEvent = { type: "DojoLinked", data: { gymId: "g1", dojoId: "d1", linkedBy: "ana" } };
  it("are linked once and unlinked", () => {
    spec.given([]).when(link).then([linked]);
    spec.given([linked]).when(link).then([]);
    spec
      .given([linked])
      .when({ type: "UnlinkDojo", data: { gymId: "g1", dojoId: "d1" } })
      .then([{ type: "DojoUnlinked", data: { gymId: "g1", dojoId: "d1", unlinkedBy: "ana" } }]);
    spec
      .given([])
      .when({ type: "UnlinkDojo", data: { gymId: "g1", dojoId: "d1" } })
      .then([]);
  });

  it("are capped per gym", () => {
    const many = Array.from({ length: GYM_DOJOS_MAX }, (_, i): GymActivityEvent => ({
      type: "DojoLinked",
      data: { gymId: "g1", dojoId: `d${i + 10}`, linkedBy: "x" },
    }));
    spec.given(many).when(link).thenThrows(Unprocessable);
  });
});
