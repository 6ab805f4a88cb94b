import { expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import type { GymView } from "@kumite/contracts/gym/views";
import { expireInFlightClaims, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService, type Caller } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, somewhere, tag } from "./gym-fixtures.ts";

// Members adding gyms with gym stopping in the middle and a new instance taking over: every
// acknowledged gym is kept, and retries with the same keys (as the web sends them) store each gym
// once, answering with the gym of the first attempt.

type Add = { from: string; body: ReturnType<typeof gymBody>; key: string; status?: number; gymId?: string };

function send(service: { as: (memberId: string) => Caller }, add: Add): Promise<number> {
  return service
    .as(add.from)
    .post("/api/gyms", add.body, { headers: { [IDEMPOTENCY_KEY_HEADER]: add.key } })
    .then((reply) => {
      if (reply.statusCode === 201) add.gymId = (reply.json() as GymView).id;
      return (add.status = reply.statusCode);
    })
    .catch(() => (add.status = 0));
}

it("loses and doubles no gym when gym stops in the middle of thirty members adding gyms", async () => {
  const first = await startTestService(gymService);
  const here = somewhere();
  const members = await Promise.all(Array.from({ length: 30 }, () => first.member()));
  // Three gyms each, 300 m apart along a line east of here, none another's duplicate; then all of
  // them add the same gym, north of here.
  const shared = gymBody({ ...here.north(-5000), name: `Shared ${tag()}` });
  const lanes: Add[][] = members.map((member, m) => [
    ...[0, 1, 2].map((i) => ({
      from: member.id,
      key: crypto.randomUUID(),
      body: gymBody({ ...here.east(((m * 3 + i) * 300) / 1000), name: `Restart ${tag()}` }),
    })),
    { from: member.id, key: crypto.randomUUID(), body: shared },
  ]);
  const adds = lanes.flat().filter((add) => add.body !== shared);
  const sharedAdds = lanes.flat().filter((add) => add.body === shared);
  const outcome = await stopAmidWrites({
    lanes,
    send: (add) => send(first, add),
    stopAfter: lanes.flat().length / 3,
    stop: () => first.close(),
  });
  expect(outcome.acknowledged.length).toBeGreaterThan(0);
  expect(outcome.unacknowledged.length).toBeGreaterThan(0);
  const acknowledged = new Map(outcome.acknowledged.map((add) => [add.key, add.gymId]));

  const second = await startTestService(gymService);
  try {
    await expireInFlightClaims(
      second.deps.redis,
      "gym",
      members.map((member) => member.id),
    );
    for (const add of lanes.flat()) await send(second, add);
    expect(adds.map((add) => add.status)).toEqual(adds.map(() => 201));
    // An acknowledged add answers its first gym again.
    for (const add of adds) if (acknowledged.has(add.key)) expect(add.gymId).toBe(acknowledged.get(add.key));
    const reader = second.as(members[0]!.id);
    const near = (
      await reader.get(`/api/gyms/nearby?latitude=${here.latitude}&longitude=${here.longitude}&radius=30`)
    ).json() as GymView[];
    // The shared gym: one member's add made it, every other one was told of it.
    expect(sharedAdds.filter((add) => add.status === 201)).toHaveLength(1);
    expect(sharedAdds.filter((add) => add.status === 409)).toHaveLength(sharedAdds.length - 1);
    const names = new Set([...adds, ...sharedAdds].map((add) => add.body.name));
    const found = near.filter((gym) => names.has(gym.name));
    expect(found.map((gym) => gym.name).sort()).toEqual([...names].sort());
    expect(new Set(found.map((gym) => gym.id))).toEqual(
      new Set([...adds, ...sharedAdds].flatMap((add) => add.gymId ?? [])),
    );
  } finally {
    await second.close();
  }
}, 60_000);
