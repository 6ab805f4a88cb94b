import { expect, it } from "vitest";
import { expireInFlightClaims } from "@kumite/kit/testing";
import { startTestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { memberLanes, sendMove, stopAmidMoves } from "./member-moves.ts";

// Fifty members asking for one of ten places, giving it up and asking again, with dojo stopping in
// the middle and a new instance taking over: every acknowledged write holds, and once the clients
// retry with the same keys each member is in the event once, as a participant or waiting.

it("loses and doubles no place when dojo stops in the middle of fifty members joining an event", async () => {
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
  const eventId: string = (
    await owner.post("/api/dojo-events", {
      title: "Open mat",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      maxParticipants: 10,
      dojoId,
      createdBy: owner.id,
    })
  ).json().id;
  const members = await Promise.all(Array.from({ length: 50 }, () => first.member()));
  const lanes = memberLanes(members, ["waitlist", "leave", "waitlist"]);
  const writes = lanes.flat();
  const send = (service: typeof first, write: (typeof writes)[number]) =>
    sendMove(service, `/api/dojo-events/${eventId}`, write);

  const { acknowledged } = await stopAmidMoves(
    lanes,
    (write) => send(first, write),
    () => first.close(),
  );

  const second = await startTestService(dojoService);
  try {
    const taking = async () => {
      const state = await second.deps.aggregates.trainingEvents.state(eventId);
      return state.status === "scheduled" ? [...state.participants, ...state.waitlist] : [];
    };
    // A member whose three writes were all acknowledged is in the event, as the last one said.
    const settled = lanes.filter((lane) => lane.every((write) => acknowledged.includes(write)));
    const before = await taking();
    for (const [write] of settled) expect(before).toContain(write!.from);
    expect(new Set(before).size).toBe(before.length);

    await expireInFlightClaims(
      second.deps.redis,
      "dojo",
      members.map((member) => member.id),
    );
    for (const lane of lanes) for (const write of lane) await send(second, write);
    expect(writes.map((write) => write.status)).toEqual(writes.map(() => 200));

    const after = await taking();
    expect([...after].sort()).toEqual(members.map((member) => member.id).sort());
    const event = (await second.as(owner.id).get(`/api/dojo-events/${eventId}`)).json();
    expect([event.currentParticipants, event.waitlistCount]).toEqual([10, 40]);
  } finally {
    await second.close();
  }
}, 60_000);
