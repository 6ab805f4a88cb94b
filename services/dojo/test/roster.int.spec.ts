import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { profile, rosterOf, setRole } from "./dojo-roster.ts";

// Roles, edits, handing over and invitations, each tried by every kind of actor.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const roster = () => rosterOf(dojo);

describe("roles", () => {
  it("are given by the owner (leader included) and by managers below their own rank only", async () => {
    const { dojoId, olga, lea, eli, wes, nia, stranger } = await roster();
    expect((await setRole(olga, nia, "warrior")).json()).toEqual({ userId: nia.id, dojoId, dojoRole: "warrior" });
    expect((await setRole(lea, nia, "elder")).statusCode).toBe(200);
    expect((await setRole(lea, nia, "leader")).json().code).toBe("dojo.role-not-allowed");
    expect((await setRole(eli, wes, "elder")).json().code).toBe("dojo.role-not-allowed");
    expect((await setRole(wes, nia, "new_blood")).json().code).toBe("dojo.role-not-allowed");
    expect((await setRole(lea, olga, "warrior")).json().code).toBe("dojo.owner-role");
    expect((await setRole(eli, eli, "leader")).json().code).toBe("dojo.own-role");
    expect((await setRole(stranger, nia, "warrior")).json().code).toBe("dojo.not-member");
    expect((await setRole(olga, stranger, "warrior")).statusCode).toBe(404);
    expect((await setRole(olga, nia, "sensei")).statusCode).toBe(400);
    expect((await dojo.signedOut.put(`/api/users/${nia.id}/dojo-role`, { dojoRole: "warrior" })).statusCode).toBe(401);
  });
});

describe("the dojo's profile", () => {
  it("is edited by its owner and its leaders only", async () => {
    const { dojoId, olga, lea, eli, stranger } = await roster();
    const edit = (actor: TestMember, name: string) => actor.put(`/api/dojos/${dojoId}`, { ...profile, name });
    expect((await edit(olga, "Judo Porto Norte")).json().name).toBe("Judo Porto Norte");
    expect((await edit(lea, "Judo Porto Sul")).json().name).toBe("Judo Porto Sul");
    expect((await edit(eli, "Mine")).json().code).toBe("dojo.manage-only");
    expect((await edit(stranger, "Mine")).json().code).toBe("dojo.not-member");
  });
});

describe("handing over", () => {
  it("makes a leader the owner, after which the former owner may leave", async () => {
    const { dojoId, olga, lea, eli } = await roster();
    const handOver = (actor: TestMember, to: TestMember) =>
      actor.post(`/api/dojos/${dojoId}/hand-over`, { userId: to.id });
    expect((await handOver(olga, eli)).json().code).toBe("dojo.new-owner-not-leader");
    expect((await handOver(lea, lea)).json().code).toBe("dojo.owner-only");
    expect((await handOver(olga, lea)).json().ownerId).toBe(lea.id);
    expect((await olga.post(`/api/dojos/${dojoId}/leave`, { userId: olga.id })).statusCode).toBe(200);
  });
});

describe("invitations", () => {
  it("go from warriors and up to connections in no dojo, who accept (joining) or decline", async () => {
    const { dojoId, wes, nia, eli } = await roster();
    const [ana, ben, cleo] = await Promise.all([dojo.member(), dojo.member(), dojo.member()]);
    await connect(dojo, wes.id, ana!.id);
    await connect(dojo, wes.id, ben!.id);
    await connect(dojo, nia.id, cleo!.id);
    const invite = (actor: TestMember, member: TestMember) =>
      actor.post(`/api/dojos/${dojoId}/invite`, { userId: member.id });

    const sent = await invite(wes, ana!);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: "Invitation sent", invitationId: expect.any(String) });
    expect((await invite(wes, ana!)).json().invitationId).toBe(sent.json().invitationId);
    expect((await invite(nia, cleo!)).json().code).toBe("dojo.invite-forbidden");
    expect((await invite(wes, cleo!)).json().code).toBe("dojo.invite-not-connected");
    await connect(dojo, wes.id, eli.id);
    expect((await invite(wes, eli)).json().code).toBe("dojo.invitee-in-a-dojo");

    const { invitationId } = sent.json();
    expect((await ben!.post(`/api/dojos/${dojoId}/invitations/${invitationId}/accept`)).statusCode).toBe(404);
    const accepted = await ana!.post(`/api/dojos/${dojoId}/invitations/${invitationId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().memberCount).toBe(6);

    const toBen = (await invite(wes, ben!)).json().invitationId;
    expect((await ben!.post(`/api/dojos/${dojoId}/invitations/${toBen}/decline`)).statusCode).toBe(204);
    expect((await ben!.post(`/api/dojos/${dojoId}/invitations/${toBen}/accept`)).statusCode).toBe(404);
  });
});

describe("the invite list", () => {
  it("offers the actor's accepted connections in no dojo, to warriors and up only", async () => {
    const { dojoId, olga, wes, nia, eli, stranger } = await roster();
    const [ana, cleo] = await Promise.all([dojo.member(), dojo.member()]);
    await connect(dojo, wes.id, ana!.id);
    await connect(dojo, wes.id, eli.id);
    await connect(dojo, wes.id, cleo!.id);
    await cleo!.post("/api/dojos", { ...profile, name: "Cleo's own" });
    const invitable = (actor: TestMember) => actor.get(`/api/dojos/${dojoId}/invitable`);

    const offered = await invitable(wes);
    expect(offered.statusCode).toBe(200);
    // Eli is in this dojo, Cleo in her own, and the stranger, in none, is no connection of Wes.
    expect(offered.json().map((member: { id: string }) => member.id)).toEqual([ana!.id]);
    expect(offered.json()[0]).toMatchObject({ displayName: expect.any(String), martialArts: expect.any(Array) });

    expect((await invitable(nia)).json().code).toBe("dojo.invite-forbidden");
    expect((await invitable(stranger)).json().code).toBe("dojo.not-member");
    expect((await stranger.get("/api/dojos/no-such-dojo/invitable")).statusCode).toBe(404);
    // Not an id the service makes (a dojo's id is a token of its log's subject): refused as input.
    expect((await stranger.get("/api/dojos/a%20b/invitable")).json().code).toBe("validation.invalid");
    expect((await olga.put("/api/dojos/a.b", profile)).statusCode).toBe(400);
    expect((await dojo.signedOut.get(`/api/dojos/${dojoId}/invitable`)).statusCode).toBe(401);
  });
});
