import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { findUser, listUsers } from "../queries/users.ts";
import { dojoPlacesProjection } from "@kumite/kit/members";
import { usersProjection } from "./users.ts";

// SPEC §3's dojoId and dojoRole on users, from dojo's events, whichever stream comes first.

const spec = projectionSpec([usersProjection, dojoPlacesProjection]);

const registered = (userId: string, displayName: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { ...PROFILE_DEFAULTS, userId, displayName, username: displayName.toLowerCase() },
});
const dojoEvent = (type: string, data: { dojoId: string } & Record<string, unknown>): GivenEvent => ({
  type,
  aggregateId: data.dojoId,
  data,
});
const founded = dojoEvent("DojoFounded", {
  dojoId: "d1",
  ownerId: "olga",
  name: "Judo Porto",
  description: "Randori",
  location: "Porto",
  martialArts: ["Judo"],
});
const joined = (memberId: string) =>
  dojoEvent("MemberJoined", { dojoId: "d1", memberId, role: "new_blood", invitationId: null });

describe("members' dojos", () => {
  it("give each member the dojo and role they hold, and list a dojo's members by name", () =>
    spec
      .given({
        IDENTITY: [
          registered("olga", "Olga"),
          registered("nia", "Nia"),
          registered("wes", "Wes"),
          registered("ana", "Ana"),
        ],
        DOJO: [
          founded,
          joined("wes"),
          joined("nia"),
          dojoEvent("MemberRoleChanged", { dojoId: "d1", memberId: "wes", role: "warrior", changedBy: "olga" }),
          dojoEvent("MemberLeft", { dojoId: "d1", memberId: "nia", reason: "left" }),
        ],
      })
      .inEveryOrder(async (store) => {
        expect(await findUser(store, "wes")).toMatchObject({ dojoId: "d1", dojoRole: "warrior" });
        expect(await findUser(store, "olga")).toMatchObject({ dojoId: "d1", dojoRole: "leader" });
        expect(await findUser(store, "nia")).toMatchObject({ dojoId: null, dojoRole: null });
        expect(await findUser(store, "ana")).toMatchObject({ dojoId: null, dojoRole: null });
        expect((await listUsers(store, "reader", { dojoId: "d1" })).map((user) => user.id)).toEqual(["olga", "wes"]);
      }));
});
