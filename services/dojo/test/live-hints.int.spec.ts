import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { connect, listenLive, block } from "@kumite/kit/testing";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";

// What members' open browsers hear (live.user.<id>) when a dojo changes: its members and whoever
// else the change concerns, with the position to wait for before refetching.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const profile = { name: "Judo Porto", description: "Randori on Fridays", location: "Porto", martialArts: ["Judo"] };

const listen = (members: TestMember[]) => listenLive(dojo.deps.nats, members);

/**
 * What each member heard once every hint published so far has arrived: hints go out on the service's
 * connection, the one listening here, so the flush's answer comes after them.
 */
async function heardAfterFlush(live: Awaited<ReturnType<typeof listen>>, members: TestMember[]) {
  await dojo.deps.nats.connection.flush();
  return members.map((member) => live.of(member));
}

describe("live hints", () => {
  it("tell every member of the dojo of a role change, and one who left of their leaving; nobody else", async () => {
    const [olga, nia, wes, stranger] = await Promise.all(Array.from({ length: 4 }, () => dojo.member()));
    const dojoId: string = (await olga!.post("/api/dojos", profile)).json().id;
    for (const member of [nia!, wes!]) await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
    const live = await listen([olga!, nia!, wes!, stranger!]);
    live.forget();

    const promoted = await olga!.put(`/api/users/${nia!.id}/dojo-role`, { dojoRole: "warrior" });
    expect(promoted.statusCode).toBe(200);
    const hint = { type: "dojo", dojoId, position: promoted.headers[POSITION_HEADER] };
    expect(hint.position).toMatch(/^DOJO:\d+$/);
    for (const member of [olga!, nia!, wes!]) await expect.poll(() => live.of(member)).toEqual([hint]);
    expect(await heardAfterFlush(live, [stranger!])).toEqual([[]]);

    live.forget();
    const left = await wes!.post(`/api/dojos/${dojoId}/leave`, { userId: wes!.id });
    const leftHint = { type: "dojo", dojoId, position: left.headers[POSITION_HEADER] };
    for (const member of [olga!, nia!, wes!]) await expect.poll(() => live.of(member)).toEqual([leftHint]);
    expect(await heardAfterFlush(live, [stranger!])).toEqual([[]]);

    // A change that changes nothing tells nobody.
    live.forget();
    expect((await olga!.put(`/api/users/${nia!.id}/dojo-role`, { dojoRole: "warrior" })).statusCode).toBe(200);
    expect(await heardAfterFlush(live, [olga!, nia!, wes!, stranger!])).toEqual([[], [], [], []]);

    // The next change is told to the dojo as it stands: not to the one who left before, and to the
    // stranger once they join (the same subscription that heard nothing while outside).
    live.forget();
    const demoted = await olga!.put(`/api/users/${nia!.id}/dojo-role`, { dojoRole: "new_blood" });
    expect(demoted.statusCode).toBe(200);
    const demotedHint = { type: "dojo", dojoId, position: demoted.headers[POSITION_HEADER] };
    for (const member of [olga!, nia!]) await expect.poll(() => live.of(member)).toEqual([demotedHint]);
    expect(await heardAfterFlush(live, [wes!, stranger!])).toEqual([[], []]);

    live.forget();
    const joined = await stranger!.post(`/api/dojos/${dojoId}/join`, { userId: stranger!.id });
    expect(joined.statusCode).toBe(200);
    const joinedHint = { type: "dojo", dojoId, position: joined.headers[POSITION_HEADER] };
    for (const member of [olga!, nia!, stranger!]) await expect.poll(() => live.of(member)).toEqual([joinedHint]);
    expect(await heardAfterFlush(live, [wes!])).toEqual([[]]);
    live.stop();
  });

  it("keep a member's act on the dojo from one blocked with them, while a bystander in the dojo hears it", async () => {
    const [olga, nia, wes, ana] = await Promise.all(Array.from({ length: 4 }, () => dojo.member()));
    const dojoId: string = (await olga!.post("/api/dojos", profile)).json().id;
    for (const member of [nia!, wes!, ana!]) await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
    await block(dojo, ana!.id, olga!.id);
    const live = await listen([olga!, nia!, wes!, ana!]);
    const hintOf = (reply: { headers: Record<string, unknown> }) => ({
      type: "dojo",
      dojoId,
      position: reply.headers[POSITION_HEADER],
    });

    // Another member's act reaches the blocker: their subscription hears.
    const wesLeft = await wes!.post(`/api/dojos/${dojoId}/leave`, { userId: wes!.id });
    expect(wesLeft.statusCode).toBe(200);
    for (const member of [olga!, nia!, wes!, ana!]) await expect.poll(() => live.of(member)).toEqual([hintOf(wesLeft)]);

    // The owner, blocked by a member, promotes another: the bystander hears, the blocker does not.
    live.forget();
    const promoted = await olga!.put(`/api/users/${nia!.id}/dojo-role`, { dojoRole: "warrior" });
    expect(promoted.statusCode).toBe(200);
    for (const member of [olga!, nia!]) await expect.poll(() => live.of(member)).toEqual([hintOf(promoted)]);
    expect(await heardAfterFlush(live, [ana!])).toEqual([[]]);

    // And the other way: the blocker leaves, and the owner hears nothing of it while the bystander does.
    live.forget();
    const anaLeft = await ana!.post(`/api/dojos/${dojoId}/leave`, { userId: ana!.id });
    expect(anaLeft.statusCode).toBe(200);
    for (const member of [nia!, ana!]) await expect.poll(() => live.of(member)).toEqual([hintOf(anaLeft)]);
    expect(await heardAfterFlush(live, [olga!])).toEqual([[]]);
    live.stop();
  });

  it("tell an invitee of the invitation in their bell, and the dojo of their answer", async () => {
    const [olga, ana] = await Promise.all([dojo.member(), dojo.member()]);
    await connect(dojo, olga!.id, ana!.id);
    const dojoId: string = (await olga!.post("/api/dojos", profile)).json().id;
    const live = await listen([olga!, ana!]);

    const sent = await olga!.post(`/api/dojos/${dojoId}/invite`, { userId: ana!.id });
    expect(sent.statusCode).toBe(201);
    const { invitationId } = sent.json();
    const notificationId = `dojo_invite-${invitationId}`;
    await expect
      .poll(() => live.of(ana!))
      .toEqual([{ type: "notification", notificationId, position: sent.headers[POSITION_HEADER] }]);
    expect(live.of(olga!)).toEqual([]);

    live.forget();
    const accepted = await ana!.post(`/api/dojos/${dojoId}/invitations/${invitationId}/accept`);
    expect(accepted.statusCode).toBe(200);
    const position = accepted.headers[POSITION_HEADER];
    await expect.poll(() => live.of(olga!)).toEqual([{ type: "dojo", dojoId, position }]);
    await expect
      .poll(() => live.of(ana!))
      .toEqual(
        expect.arrayContaining([
          { type: "dojo", dojoId, position },
          { type: "notification", notificationId, position },
        ]),
      );
    live.stop();
  });
});
