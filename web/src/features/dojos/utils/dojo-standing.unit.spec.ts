import { describe, expect, it } from "vitest";
import { assignableRoles, dojoStanding } from "./dojo-standing.ts";

const dojo = { id: "d-1", ownerId: "olga" };

describe("a member's standing in a dojo", () => {
  it("gives the owner every control whatever their role, and no Leave", () => {
    const owner = dojoStanding(dojo, "olga", { dojoId: "d-1", dojoRole: "leader" });
    expect(owner).toMatchObject({ isMember: true, isOwner: true, mayEditDojo: true, mayOpenManagement: true });
  });

  it("follows SPEC's role table for everyone else", () => {
    const as = (dojoRole: "new_blood" | "warrior" | "elder" | "leader") =>
      dojoStanding(dojo, "me", { dojoId: "d-1", dojoRole });
    expect(as("new_blood")).toMatchObject({ mayInvite: false, mayManageMembers: false, mayOpenManagement: false });
    expect(as("warrior")).toMatchObject({ mayInvite: true, mayManageMembers: false, mayEditDojo: false });
    expect(as("elder")).toMatchObject({ mayInvite: true, mayManageMembers: true, mayEditDojo: false });
    expect(as("leader")).toMatchObject({ mayManageMembers: true, mayEditDojo: true });
  });

  it("reads no role as New Blood, and another dojo's member as one who cannot join", () => {
    expect(dojoStanding(dojo, "me", { dojoId: "d-1", dojoRole: null }).role).toBe("new_blood");
    expect(dojoStanding(dojo, "me", { dojoId: "d-2", dojoRole: "elder" })).toMatchObject({
      isMember: false,
      inAnotherDojo: true,
      mayOpenManagement: false,
    });
  });
});

describe("the roles one may give", () => {
  const owner = dojoStanding(dojo, "olga", { dojoId: "d-1", dojoRole: "leader" });
  const elder = dojoStanding(dojo, "eli", { dojoId: "d-1", dojoRole: "elder" });

  it("are all four for the owner, none on the owner or oneself", () => {
    expect(assignableRoles(owner, { id: "nia", role: "new_blood", isOwner: false }, "olga")).toEqual([
      "new_blood",
      "warrior",
      "elder",
      "leader",
    ]);
    expect(assignableRoles(elder, { id: "olga", role: "leader", isOwner: true }, "eli")).toEqual([]);
    expect(assignableRoles(elder, { id: "eli", role: "elder", isOwner: false }, "eli")).toEqual([]);
  });

  it("are those below a manager's own rank, for members below them", () => {
    expect(assignableRoles(elder, { id: "nia", role: "new_blood", isOwner: false }, "eli")).toEqual([
      "new_blood",
      "warrior",
    ]);
    expect(assignableRoles(elder, { id: "ed", role: "elder", isOwner: false }, "eli")).toEqual([]);
  });
});
