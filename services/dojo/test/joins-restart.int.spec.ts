import { expect, it } from "vitest";
import { dojoOf } from "@kumite/kit/members";
import { expireInFlightClaims } from "@kumite/kit/testing";
import { startTestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { memberLanes, sendMove, stopAmidMoves } from "./member-moves.ts";

// Members joining, leaving and joining again one dojo, with dojo stopping in the middle and a new
// instance taking over: every acknowledged write holds, and retries with the same keys end with
// each member in the dojo once and the count exact.

it("loses and doubles no join or leave when dojo stops in the middle of fifty members joining", async () => {
  const first = await startTestService(dojoService);
  const owner = await first.member();
  const dojoId: string = (
    await owner.post("/api/dojos", {
      name: "Restart Dojo",
      description: "Drills",
      location: "Porto",
      martialArts: ["Judo"],
    })
  ).json().id;
  const members = await Promise.all(Array.from({ length: 50 }, () => first.member()));
  const lanes = memberLanes(members, ["join", "leave", "join"]);
  const writes = lanes.flat();
  const send = (service: typeof first, write: (typeof writes)[number]) =>
    sendMove(service, `/api/dojos/${dojoId}`, write);

  const { acknowledged } = await stopAmidMoves(
    lanes,
    (write) => send(first, write),
    () => first.close(),
  );

  const second = await startTestService(dojoService);
  try {
    // A member whose three writes were all acknowledged is in the dojo, as the last one said.
    const settled = lanes.filter((lane) => lane.every((write) => acknowledged.includes(write)));
    for (const [write] of settled) expect(await dojoOf(second.deps.store, write!.from)).toBe(dojoId);
    await expireInFlightClaims(
      second.deps.redis,
      "dojo",
      members.map((member) => member.id),
    );
    for (const lane of lanes) for (const write of lane) await send(second, write);
    expect(writes.map((write) => write.status)).toEqual(writes.map(() => 200));
    expect((await second.as(owner.id).get(`/api/dojos/${dojoId}`)).json().memberCount).toBe(51);
  } finally {
    await second.close();
  }
}, 60_000);
