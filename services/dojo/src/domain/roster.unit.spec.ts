import { describe, expect, it } from "vitest";
import type { DojoEvent } from "@kumite/contracts/dojo/events";
import type { DojoRole } from "@kumite/contracts/values";
import { Conflict, Expired, Forbidden, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { mayAssign, permissionsOf } from "@kumite/contracts/dojo/roles";
import {
  BARRED,
  INVITATION_EXPIRED,
  INVITEE_BARRED,
  MEMBER_NOT_IN_DOJO,
  OWNER_NOT_REMOVABLE,
  REMOVE_FORBIDDEN,
  REMOVE_SELF,
  INVITATIONS_PER_DAY,
  MANAGE_DOJO_ONLY,
  NEW_OWNER_LEADER,
  NOT_A_MEMBER,
  NOT_OWN_ROLE,
  NOT_OWNERS_ROLE,
  OWNER_CANNOT_LEAVE,
  ROLE_NOT_YOURS_TO_GIVE,
  rosterDecider,
  WARRIORS_INVITE,
} from "./roster.ts";

// The roster's rules, SPEC §4 and §6: roles ascending new_blood < warrior < elder < leader; the
// owner gives any role and alone gives leader; nobody changes the owner's role or their own; the
// owner cannot leave; warriors and up invite; a deleted owner's dojo passes on or closes.

const NOW = new Date("2026-11-21T10:00:00.000Z");
const spec = deciderSpec(rosterDecider, { aggregateId: "d1", actorId: "olga", now: NOW });
const profile = {
  name: "Bjj Lisboa",
  description: "Open mats every Sunday",
  location: "Lisbon",
  martialArts: ["Brazilian Jiu-Jitsu" as const],
};
const founded: DojoEvent = { type: "DojoFounded", data: { dojoId: "d1", ownerId: "olga", ...profile } };
const joined = (memberId: string, role: DojoRole = "new_blood", invitationId: string | null = null): DojoEvent => ({
  type: "MemberJoined",
  data: { dojoId: "d1", memberId, role, invitationId },
});
const promoted = (memberId: string, role: DojoRole, changedBy = "olga"): DojoEvent => ({
  type: "MemberRoleChanged",
  data: { dojoId: "d1", memberId, role, changedBy },
});
/** Olga owns it; Lea is a leader, Eli an elder, Wes a warrior, Nia new blood. */
const roster: DojoEvent[] = [
  founded,
  joined("lea"),
  promoted("lea", "leader"),
  joined("eli"),
  promoted("eli", "elder"),
  joined("wes"),
  promoted("wes", "warrior"),
  joined("nia"),
];
const changeRole = (memberId: string, role: DojoRole) => ({ type: "ChangeRole", data: { memberId, role } }) as const;
const as = (actorId: string) => ({ actorId });

describe("a dojo's roster", () => {
  it("is founded once, its founder its owner and first member", () => {
    spec.given([]).when({ type: "FoundDojo", data: profile }).then([founded]);
    spec.given([founded]).when({ type: "FoundDojo", data: profile }).thenThrows(Conflict);
  });

  it("lets anyone join once, as new blood, and any member but the owner leave", () => {
    spec
      .given([founded])
      .when({ type: "JoinDojo", data: {} }, as("nia"))
      .then([joined("nia")]);
    spec
      .given([founded, joined("nia")])
      .when({ type: "JoinDojo", data: {} }, as("nia"))
      .then([]);
    spec
      .given([founded, joined("nia")])
      .when({ type: "LeaveDojo", data: {} }, as("nia"))
      .then([{ type: "MemberLeft", data: { dojoId: "d1", memberId: "nia", reason: "left" } }]);
    spec.given([founded]).when({ type: "LeaveDojo", data: {} }).thenThrows(Forbidden, OWNER_CANNOT_LEAVE);
    spec.given([founded]).when({ type: "LeaveDojo", data: {} }, as("stranger")).then([]);
    spec.given([]).when({ type: "JoinDojo", data: {} }, as("nia")).thenThrows(NotFound);
  });

  it("lets the owner give any role, leader included", () => {
    for (const role of ["warrior", "elder", "leader", "new_blood"] as const) {
      spec
        .given([founded, joined("nia"), promoted("nia", role === "new_blood" ? "warrior" : "new_blood")])
        .when(changeRole("nia", role))
        .then([promoted("nia", role)]);
    }
  });

  it("lets leaders and elders give only roles below their own, to members below them, and never leader", () => {
    spec
      .given(roster)
      .when(changeRole("nia", "elder"), as("lea"))
      .then([promoted("nia", "elder", "lea")]);
    spec.given(roster).when(changeRole("nia", "leader"), as("lea")).thenThrows(Forbidden, ROLE_NOT_YOURS_TO_GIVE);
    spec
      .given(roster)
      .when(changeRole("nia", "warrior"), as("eli"))
      .then([promoted("nia", "warrior", "eli")]);
    spec.given(roster).when(changeRole("nia", "elder"), as("eli")).thenThrows(Forbidden, ROLE_NOT_YOURS_TO_GIVE);
    spec.given(roster).when(changeRole("lea", "warrior"), as("eli")).thenThrows(Forbidden, ROLE_NOT_YOURS_TO_GIVE);
    spec.given(roster).when(changeRole("nia", "warrior"), as("wes")).thenThrows(Forbidden, ROLE_NOT_YOURS_TO_GIVE);
    spec.given(roster).when(changeRole("wes", "elder"), as("nia")).thenThrows(Forbidden, ROLE_NOT_YOURS_TO_GIVE);
  });

  it("never changes the owner's role or one's own, nor anyone's for a stranger", () => {
    spec.given(roster).when(changeRole("olga", "warrior"), as("lea")).thenThrows(Forbidden, NOT_OWNERS_ROLE);
    spec.given(roster).when(changeRole("olga", "warrior")).thenThrows(Forbidden, NOT_OWNERS_ROLE);
    spec.given(roster).when(changeRole("eli", "leader"), as("eli")).thenThrows(Forbidden, NOT_OWN_ROLE);
    spec.given(roster).when(changeRole("nia", "warrior"), as("stranger")).thenThrows(Forbidden, NOT_A_MEMBER);
    spec.given(roster).when(changeRole("stranger", "warrior")).thenThrows(NotFound);
    spec.given(roster).when(changeRole("wes", "warrior")).then([]);
  });

  it("is edited by its owner and its leaders only", () => {
    const renamed = { ...profile, name: "BJJ Lisboa Norte" };
    const updated: DojoEvent = { type: "DojoUpdated", data: { dojoId: "d1", ...renamed } };
    spec.given(roster).when({ type: "UpdateDojo", data: renamed }).then([updated]);
    spec.given(roster).when({ type: "UpdateDojo", data: renamed }, as("lea")).then([updated]);
    spec.given(roster).when({ type: "UpdateDojo", data: renamed }, as("eli")).thenThrows(Forbidden, MANAGE_DOJO_ONLY);
    spec.given(roster).when({ type: "UpdateDojo", data: profile }).then([]);
  });

  it("takes invitations from warriors and up, once per member while open, at most twenty a day each", () => {
    const invited = (memberId: string, invitedBy: string, commandId = "c1", at = NOW): DojoEvent => ({
      type: "MemberInvited",
      data: {
        dojoId: "d1",
        dojoName: profile.name,
        invitationId: commandId,
        memberId,
        invitedBy,
        invitedAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + 14 * 86_400_000).toISOString(),
      },
    });
    const invite = (memberId: string) => ({ type: "Invite", data: { memberId } }) as const;
    spec
      .given(roster)
      .when(invite("ana"), { actorId: "wes", commandId: "c1" })
      .then([invited("ana", "wes")]);
    spec.given(roster).when(invite("ana"), as("nia")).thenThrows(Forbidden, WARRIORS_INVITE);
    spec.given(roster).when(invite("eli"), as("wes")).thenThrows(Conflict);
    spec
      .given([...roster, invited("ana", "wes")])
      .when(invite("ana"), as("lea"))
      .then([]);
    const twenty = Array.from({ length: INVITATIONS_PER_DAY }, (_, index) => invited(`m${index}`, "wes", `c${index}`));
    spec
      .given([...roster, ...twenty])
      .when(invite("ana"), as("wes"))
      .thenThrows(Conflict);
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    spec
      .given([...roster, ...twenty])
      .when(invite("ana"), { actorId: "wes", commandId: "c99", now: tomorrow })
      .then([invited("ana", "wes", "c99", tomorrow)]);

    // The invitee accepts (joining as new blood) or declines, within 14 days.
    const open = [...roster, invited("ana", "wes")];
    spec
      .given(open)
      .when({ type: "AcceptInvitation", data: { invitationId: "c1" } }, as("ana"))
      .then([joined("ana", "new_blood", "c1")]);
    spec
      .given(open)
      .when({ type: "AcceptInvitation", data: { invitationId: "c1" } }, as("ben"))
      .thenThrows(NotFound);
    const late = new Date(NOW.getTime() + 15 * 86_400_000);
    spec
      .given(open)
      .when({ type: "AcceptInvitation", data: { invitationId: "c1" } }, { actorId: "ana", now: late })
      .thenThrows(Expired, INVITATION_EXPIRED);
    spec
      .given(open)
      .when({ type: "DeclineInvitation", data: { invitationId: "c1" } }, as("ana"))
      .then([{ type: "InvitationDeclined", data: { dojoId: "d1", invitationId: "c1", memberId: "ana" } }]);
    spec
      .given([...open, joined("ana", "new_blood", "c1")])
      .when({ type: "AcceptInvitation", data: { invitationId: "c1" } }, as("ana"))
      .then([]);
  });

  it("names the dojo as it is called now in an invitation, for the invitee's bell", () => {
    const renamed = { ...profile, name: "BJJ Lisboa Norte" };
    spec
      .given([...roster, { type: "DojoUpdated", data: { dojoId: "d1", ...renamed } }])
      .when({ type: "Invite", data: { memberId: "ana" } }, { actorId: "wes", commandId: "c1" })
      .then([
        {
          type: "MemberInvited",
          data: {
            dojoId: "d1",
            dojoName: "BJJ Lisboa Norte",
            invitationId: "c1",
            memberId: "ana",
            invitedBy: "wes",
            invitedAt: NOW.toISOString(),
            expiresAt: "2026-12-05T10:00:00.000Z",
          },
        },
      ]);
  });

  it("is handed over by its owner to a leader only", () => {
    const handedOver: DojoEvent = { type: "OwnershipHandedOver", data: { dojoId: "d1", from: "olga", to: "lea" } };
    spec
      .given(roster)
      .when({ type: "HandOver", data: { to: "lea" } })
      .then([handedOver]);
    spec
      .given(roster)
      .when({ type: "HandOver", data: { to: "eli" } })
      .thenThrows(Conflict, NEW_OWNER_LEADER);
    spec
      .given(roster)
      .when({ type: "HandOver", data: { to: "olga" } }, as("lea"))
      .thenThrows(Forbidden);
    // Then the former owner may leave.
    spec
      .given([...roster, handedOver])
      .when({ type: "LeaveDojo", data: {} })
      .then([{ type: "MemberLeft", data: { dojoId: "d1", memberId: "olga", reason: "left" } }]);
  });

  it("passes a deleted owner's dojo to the highest-ranked member who stood longest, or archives it", () => {
    const removed = (memberId: string) => ({ type: "RemoveDeletedMember", data: { memberId } }) as const;
    const left = (memberId: string): DojoEvent => ({
      type: "MemberLeft",
      data: { dojoId: "d1", memberId, reason: "account-deleted" },
    });
    spec
      .given([...roster, joined("lou"), promoted("lou", "leader")])
      .when(removed("olga"), { actorId: null })
      .then([{ type: "OwnershipHandedOver", data: { dojoId: "d1", from: "olga", to: "lea" } }, left("olga")]);
    spec
      .given([founded, joined("wes"), promoted("wes", "warrior"), joined("nia")])
      .when(removed("olga"), { actorId: null })
      .then([{ type: "OwnershipHandedOver", data: { dojoId: "d1", from: "olga", to: "wes" } }, left("olga")]);
    spec
      .given([founded])
      .when(removed("olga"), { actorId: null })
      .then([left("olga"), { type: "DojoArchived", data: { dojoId: "d1" } }]);
    spec
      .given(roster)
      .when(removed("nia"), { actorId: null })
      .then([left("nia")]);
    spec.given(roster).when(removed("stranger"), { actorId: null }).then([]);
    spec
      .given([founded, left("olga"), { type: "DojoArchived", data: { dojoId: "d1" } }])
      .when({ type: "JoinDojo", data: {} }, as("nia"))
      .thenThrows(NotFound);
  });
});

describe("removing a member from the dojo", () => {
  const remove = (memberId: string, bar = false, reason = "Harassed other members") =>
    ({ type: "RemoveMember", data: { memberId, reason, bar } }) as const;
  const left = (memberId: string): DojoEvent => ({
    type: "MemberLeft",
    data: { dojoId: "d1", memberId, reason: "removed" },
  });
  const removed = (memberId: string, role: DojoRole, removedBy = "olga"): DojoEvent => ({
    type: "MemberRemoved",
    data: { dojoId: "d1", dojoName: profile.name, memberId, removedBy, reason: "Harassed other members", role },
  });
  const barred = (memberId: string, role: DojoRole, barredBy = "olga"): DojoEvent => ({
    type: "MemberBarred",
    data: { dojoId: "d1", memberId, barredBy, reason: "Harassed other members", role, barredAt: NOW.toISOString() },
  });
  const invited = (memberId: string, invitedBy: string, invitationId: string): DojoEvent => ({
    type: "MemberInvited",
    data: {
      dojoId: "d1",
      dojoName: profile.name,
      invitationId,
      memberId,
      invitedBy,
      invitedAt: NOW.toISOString(),
      expiresAt: "2026-12-05T10:00:00.000Z",
    },
  });

  it("lets the owner remove anyone but themselves, a leader included, and tells why", () => {
    spec
      .given(roster)
      .when(remove("lea"))
      .then([left("lea"), removed("lea", "leader")]);
    spec.given(roster).when(remove("olga")).thenThrows(Forbidden, OWNER_NOT_REMOVABLE);
  });

  it("lets leaders and elders remove only members ranked below them, never the owner or themselves", () => {
    spec
      .given(roster)
      .when(remove("eli"), as("lea"))
      .then([left("eli"), removed("eli", "elder", "lea")]);
    spec
      .given(roster)
      .when(remove("wes"), as("eli"))
      .then([left("wes"), removed("wes", "warrior", "eli")]);
    spec
      .given([...roster, joined("lou"), promoted("lou", "leader")])
      .when(remove("lou"), as("lea"))
      .thenThrows(Forbidden, REMOVE_FORBIDDEN);
    spec.given(roster).when(remove("lea"), as("eli")).thenThrows(Forbidden, REMOVE_FORBIDDEN);
    spec.given(roster).when(remove("olga"), as("lea")).thenThrows(Forbidden, OWNER_NOT_REMOVABLE);
    spec.given(roster).when(remove("lea"), as("lea")).thenThrows(Forbidden, REMOVE_SELF);
    spec.given(roster).when(remove("nia"), as("wes")).thenThrows(Forbidden, REMOVE_FORBIDDEN);
    spec.given(roster).when(remove("nia"), as("stranger")).thenThrows(Forbidden, NOT_A_MEMBER);
    spec.given(roster).when(remove("stranger")).thenThrows(NotFound, MEMBER_NOT_IN_DOJO);
  });

  it("bars on request, and a barred member neither joins, nor is invited, nor accepts an old invitation", () => {
    spec
      .given(roster)
      .when(remove("nia", true))
      .then([left("nia"), removed("nia", "new_blood"), barred("nia", "new_blood")]);
    const afterBar = [...roster, left("nia"), removed("nia", "new_blood"), barred("nia", "new_blood")];
    spec.given(afterBar).when({ type: "JoinDojo", data: {} }, as("nia")).thenThrows(Forbidden, BARRED);
    spec
      .given(afterBar)
      .when({ type: "Invite", data: { memberId: "nia" } }, as("wes"))
      .thenThrows(Conflict, INVITEE_BARRED);
    // An invitation sent before the bar (say, after a plain removal) cannot be accepted once barred.
    spec
      .given([...roster, left("nia"), invited("nia", "wes", "i1"), barred("nia", "new_blood")])
      .when({ type: "AcceptInvitation", data: { invitationId: "i1" } }, as("nia"))
      .thenThrows(Forbidden, BARRED);
  });

  it("voids the open invitations to the removed member and those they sent", () => {
    spec
      .given([...roster, invited("nia", "wes", "i1"), invited("ana", "nia", "i2"), invited("bo", "wes", "i3")])
      .when(remove("nia"))
      .then([
        left("nia"),
        removed("nia", "new_blood"),
        { type: "InvitationVoided", data: { dojoId: "d1", invitationId: "i1", memberId: "nia" } },
        { type: "InvitationVoided", data: { dojoId: "d1", invitationId: "i2", memberId: "ana" } },
      ]);
    const voided: DojoEvent = { type: "InvitationVoided", data: { dojoId: "d1", invitationId: "i1", memberId: "nia" } };
    spec
      .given([...roster, invited("nia", "wes", "i1"), left("nia"), voided])
      .when({ type: "AcceptInvitation", data: { invitationId: "i1" } }, as("nia"))
      .thenThrows(NotFound);
  });

  it("still bars one who left just before, bars ahead one who never joined, and a repeat changes nothing", () => {
    const leftOnTheirOwn: DojoEvent = { type: "MemberLeft", data: { dojoId: "d1", memberId: "nia", reason: "left" } };
    spec
      .given([...roster, leftOnTheirOwn])
      .when(remove("nia", true))
      .then([barred("nia", "new_blood")]);
    spec
      .given([...roster, leftOnTheirOwn])
      .when(remove("nia"))
      .then([]);
    spec
      .given([...roster, left("nia"), removed("nia", "new_blood"), barred("nia", "new_blood")])
      .when(remove("nia", true))
      .then([]);
    // One who never joined is barred ahead, ranked as the new blood they would join as; their
    // open invitation goes. Without a bar there is nobody to remove.
    spec
      .given([...roster, invited("ana", "wes", "i1")])
      .when(remove("ana", true), as("eli"))
      .then([
        { type: "InvitationVoided", data: { dojoId: "d1", invitationId: "i1", memberId: "ana" } },
        barred("ana", "new_blood", "eli"),
      ]);
    spec.given(roster).when(remove("ana")).thenThrows(NotFound, MEMBER_NOT_IN_DOJO);
    spec.given(roster).when(remove("ana", true), as("wes")).thenThrows(Forbidden, REMOVE_FORBIDDEN);
    // Who may not remove them may not bar them once gone either.
    spec
      .given([...roster, { type: "MemberLeft", data: { dojoId: "d1", memberId: "lea", reason: "left" } }])
      .when(remove("lea", true), as("eli"))
      .thenThrows(Forbidden, REMOVE_FORBIDDEN);
  });

  it("lifts a bar by one who could have barred, and then the member joins again", () => {
    const afterBar = [...roster, left("wes"), removed("wes", "warrior"), barred("wes", "warrior")];
    const lifted: DojoEvent = { type: "BarLifted", data: { dojoId: "d1", memberId: "wes", liftedBy: "eli" } };
    spec
      .given(afterBar)
      .when({ type: "LiftBar", data: { memberId: "wes" } }, as("eli"))
      .then([lifted]);
    spec
      .given(afterBar)
      .when({ type: "LiftBar", data: { memberId: "wes" } }, as("nia"))
      .thenThrows(Forbidden, REMOVE_FORBIDDEN);
    spec
      .given([...afterBar, lifted])
      .when({ type: "LiftBar", data: { memberId: "wes" } }, as("eli"))
      .then([]);
    spec
      .given([...afterBar, lifted])
      .when({ type: "JoinDojo", data: {} }, as("wes"))
      .then([joined("wes")]);
    const leaderBarred = [...roster, left("lea"), removed("lea", "leader"), barred("lea", "leader")];
    spec
      .given(leaderBarred)
      .when({ type: "LiftBar", data: { memberId: "lea" } }, as("eli"))
      .thenThrows(Forbidden, REMOVE_FORBIDDEN);
  });
});

describe("dojo roles", () => {
  it("grant SPEC's permissions, each role all of the one below", () => {
    expect(permissionsOf("new_blood")).toEqual(["chat"]);
    expect(permissionsOf("warrior")).toEqual(["chat", "view events"]);
    expect(permissionsOf("elder")).toEqual(["chat", "view events", "manage members", "create events"]);
    expect(permissionsOf("leader")).toEqual([...permissionsOf("elder"), "manage dojo"]);
  });

  it("let only the owner give leader", () => {
    expect(mayAssign({ role: "leader", isOwner: true }, "elder", "leader")).toBe(true);
    expect(mayAssign({ role: "leader", isOwner: false }, "elder", "leader")).toBe(false);
  });
});
