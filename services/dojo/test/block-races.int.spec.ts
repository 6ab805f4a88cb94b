import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { actRacingBlock, hostileStore, connect } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { openEvent, profile } from "./dojo-roster.ts";

// A block racing a join, an invitation's acceptance and an event join: the block is stored while
// dojo's read of the blocks is held behind the log, and the act is sent then. Each waits for the
// blocks to catch up and is refused, so the race ends with the block in force.

const store = hostileStore(createMemoryReadStore());
let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService, { connections: { store } });
});
afterAll(async () => {
  await dojo.close();
});

const refusal = (reply: { statusCode: number; json(): unknown }) => [
  reply.statusCode,
  (reply.json() as { code?: string }).code,
];

describe("a block racing an act that reaches the blocked member", () => {
  it("refuses a join of the blocker's dojo that was sent while the block was on its way", async () => {
    const [owner, joiner] = [await dojo.member(), await dojo.member()];
    const dojoId: string = (await owner.post("/api/dojos", profile)).json().id;

    const { reply, inFlight } = await actRacingBlock(dojo, store, [owner.id, joiner.id], () =>
      joiner.post(`/api/dojos/${dojoId}/join`, { userId: joiner.id }),
    );
    expect(inFlight).toBe(true);
    expect(refusal(reply)).toEqual([403, "block.blocked"]);
    expect((await owner.get(`/api/dojos/${dojoId}`)).json()).toMatchObject({ memberCount: 1 });
  });

  it("refuses the acceptance of an invitation sent before the block", async () => {
    const [owner, invitee] = [await dojo.member(), await dojo.member()];
    await connect(dojo, owner.id, invitee.id);
    const dojoId: string = (await owner.post("/api/dojos", profile)).json().id;
    const invited = await owner.post(`/api/dojos/${dojoId}/invite`, { userId: invitee.id });
    expect(invited.statusCode).toBe(201);

    const { reply, inFlight } = await actRacingBlock(dojo, store, [invitee.id, owner.id], () =>
      invitee.post(`/api/dojos/${dojoId}/invitations/${invited.json().invitationId}/accept`),
    );
    expect(inFlight).toBe(true);
    expect(refusal(reply)).toEqual([403, "block.blocked"]);
    expect((await owner.get(`/api/dojos/${dojoId}`)).json()).toMatchObject({ memberCount: 1 });
  });

  it("refuses a place in an event the blocker organises, sent while the block was on its way", async () => {
    const [organiser, member] = [await dojo.member(), await dojo.member()];
    const dojoId: string = (await organiser.post("/api/dojos", profile)).json().id;
    const eventId = await openEvent(organiser, dojoId);

    const { reply, inFlight } = await actRacingBlock(dojo, store, [organiser.id, member.id], () =>
      member.post(`/api/dojo-events/${eventId}/join`, { userId: member.id }),
    );
    expect(inFlight).toBe(true);
    expect(refusal(reply)).toEqual([403, "block.blocked"]);
    const after = await organiser.get(`/api/dojo-events/${eventId}`);
    expect(after.json()).toMatchObject({ currentParticipants: 0 });
  });
});
