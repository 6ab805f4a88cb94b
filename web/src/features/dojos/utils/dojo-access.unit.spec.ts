import { describe, expect, it } from "vitest";
import { assignableRoles, dojoAccessOf, mayRemoveMember } from "./dojo-access.ts";

const dojo = { id: "d-1", ownerId: "olga" };

describe("a member's access in a dojo", () => {
  it("gives the owner every control whatever their role, and no Leave", () => {
    const owner = dojoAccessOf(dojo, "olga", { dojoId: "d-1", dojoRole: "leader" });
    expect(owner).toMatchObject({ isMember: true, isOwner: true, mayEditDojo: true, mayOpenManagement: true });
  });

  it("follows SPEC's role table for everyone else", () => {
    const as = (dojoRole: "new_blood" | "warrior" | "elder" | "leader") =>
      dojoAccessOf(dojo, "me", { dojoId: "d-1", dojoRole });
    expect(as("new_blood")).toMatchObject({ mayInvite: false, mayManageMembers: false, mayOpenManagement: false });
    expect(as("warrior")).toMatchObject({ mayInvite: true, mayManageMembers: false, mayEditDojo: false });
    expect(as("elder")).toMatchObject({ mayInvite: true, mayManageMembers: true, mayEditDojo: false });
    expect(as("leader")).toMatchObject({ mayManageMembers: true, mayEditDojo: true });
  });

  it("reads no role as New Blood, and another dojo's member as one who cannot join", () => {
    expect(dojoAccessOf(dojo, "me", { dojoId: "d-1", dojoRole: null }).role).toBe("new_blood");
    expect(dojoAccessOf(dojo, "me", { dojoId: "d-2", dojoRole: "elder" })).toMatchObject({
      isMember: false,
      inAnotherDojo: true,
      mayOpenManagement: false,
    });
  });
});

describe("the roles one may give", () => {
  const owner = dojoAccessOf(dojo, "olga", { dojoId: "d-1", dojoRole: "leader" });
  const elder = dojoAccessOf(dojo, "eli", { dojoId: "d-1", dojoRole: "elder" });

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

describe("whom one may remove", () => {
  const owner = dojoAccessOf(dojo, "olga", { dojoId: "d-1", dojoRole: "leader" });
  const leader = dojoAccessOf(dojo, "lea", { dojoId: "d-1", dojoRole: "leader" });
  const elder = dojoAccessOf(dojo, "eli", { dojoId: "d-1", dojoRole: "elder" });
  const warrior = dojoAccessOf(dojo, "wes", { dojoId: "d-1", dojoRole: "warrior" });
  const member = (id: string, role: "new_blood" | "warrior" | "elder" | "leader", isOwner = false) => ({
    id,
    role,
    isOwner,
  });

  it("is anyone but themselves for the owner, leaders included", () => {
    expect(mayRemoveMember(owner, member("lea", "leader"), "olga")).toBe(true);
    expect(mayRemoveMember(owner, member("olga", "leader", true), "olga")).toBe(false);
  });

  it("is those ranked below them for leaders and elders, never the owner; nobody for warriors", () => {
    expect(mayRemoveMember(leader, member("eli", "elder"), "lea")).toBe(true);
    expect(mayRemoveMember(leader, member("lou", "leader"), "lea")).toBe(false);
    expect(mayRemoveMember(leader, member("olga", "leader", true), "lea")).toBe(false);
    expect(mayRemoveMember(elder, member("wes", "warrior"), "eli")).toBe(true);
    expect(mayRemoveMember(elder, member("ed", "elder"), "eli")).toBe(false);
    expect(mayRemoveMember(warrior, member("nia", "new_blood"), "wes")).toBe(false);
  });

  it("opens Settings to those who manage members, for the barred list", () => {
    expect(elder).toMatchObject({ maySeeSettings: true, mayEditDojo: false });
    expect(warrior.maySeeSettings).toBe(false);
  });
});
