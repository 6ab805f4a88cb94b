import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { connect } from "@kumite/kit/testing/social-events";
import { listenLive } from "@kumite/kit/testing/live-hints";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/service-harness";
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

describe("live hints", () => {
  it("tell every member of the dojo of a role change, and one who left of their leaving", async () => {
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

    live.forget();
    const left = await wes!.post(`/api/dojos/${dojoId}/leave`, { userId: wes!.id });
    const leftHint = { type: "dojo", dojoId, position: left.headers[POSITION_HEADER] };
    for (const member of [olga!, nia!, wes!]) await expect.poll(() => live.of(member)).toEqual([leftHint]);

    // A change that changes nothing tells nobody; a stranger to the dojo hears nothing of it.
    live.forget();
    expect((await olga!.put(`/api/users/${nia!.id}/dojo-role`, { dojoRole: "warrior" })).statusCode).toBe(200);
    await dojo.deps.nats.connection.flush();
    expect([olga!, nia!, stranger!].flatMap((member) => live.of(member))).toEqual([]);
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
