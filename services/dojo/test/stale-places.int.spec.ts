import { afterAll, beforeAll, expect, it } from "vitest";
import { dojoOf } from "@kumite/kit/members";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { COMMAND_LANDS_WITHIN_MS } from "@kumite/kit/aggregate";
import { pendingClaim } from "@kumite/kit/reservations";
import { IN_ANOTHER_DOJO, MEMBERSHIP, reservedDojo } from "../src/handlers/membership.ts";
import { dojoService } from "../src/service.ts";

// A member's reserved place (NATS KV) outliving their membership, as a crash between a leave's
// append and the place's release leaves it, does not keep them out of every other dojo: the roster
// says they are not in the dojo holding it, and another dojo takes it over. A place of a real
// membership, or of a join that may still land, keeps them out; one of a join that was cut off
// lapses once the join can no longer land.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const profile = { name: "Judo Coimbra", description: "Newaza on Tuesdays", location: "Coimbra", martialArts: ["Judo"] };
const found = async (owner: TestMember): Promise<string> => (await owner.post("/api/dojos", profile)).json().id;
const join = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
const leave = (member: TestMember, dojoId: string) => member.post(`/api/dojos/${dojoId}/leave`, { userId: member.id });
/** Writes the member's place straight into the bucket, as a crashed handler would have left it. */
const placeMember = async (member: TestMember, holder: string) => {
  await dojo.deps.reservations.release(MEMBERSHIP, member.id);
  expect(await dojo.deps.reservations.claim(MEMBERSHIP, member.id, holder)).not.toBeNull();
};

it("lets a member whose place outlived their leaving join another dojo, which holds the place from then on", async () => {
  const [olga, pia, nia] = await Promise.all([dojo.member(), dojo.member(), dojo.member()]);
  const left = await found(olga);
  const next = await found(pia);
  expect((await join(nia, left)).statusCode).toBe(200);
  expect((await leave(nia, left)).statusCode).toBe(200);
  await placeMember(nia, left);

  const joined = await join(nia, next);
  expect(joined.statusCode).toBe(200);
  expect(joined.json().memberCount).toBe(2);
  expect(await dojoOf(dojo.deps.store, nia.id)).toBe(next);
  expect(await reservedDojo(dojo.deps, nia.id)).toBe(next);
  // And it keeps her out of the dojo she left, as every membership does.
  expect((await join(nia, left)).json().code).toBe("dojo.in-another-dojo");
});

it("lets a member whose place names a dojo that was never founded found one", async () => {
  const ada = await dojo.member();
  await placeMember(ada, newId());
  const founded = await ada.post("/api/dojos", profile);
  expect(founded.statusCode).toBe(201);
  expect(await reservedDojo(dojo.deps, ada.id)).toBe(founded.json().id);
});

it("answers 409 to a member whose place is a real membership, or a join still under way", async () => {
  const [olga, pia, nia, eva] = await Promise.all([dojo.member(), dojo.member(), dojo.member(), dojo.member()]);
  const first = await found(olga);
  const second = await found(pia);
  expect((await join(nia, first)).statusCode).toBe(200);
  const refused = await join(nia, second);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: IN_ANOTHER_DOJO, code: "dojo.in-another-dojo" });
  expect(await dojoOf(dojo.deps.store, nia.id)).toBe(first);

  // Eva's join of the first dojo has reserved her place and not reached the roster yet.
  await placeMember(eva, pendingClaim(first, dojo.deps.clock()));
  expect((await join(eva, second)).statusCode).toBe(409);
  expect((await eva.post("/api/dojos", profile)).statusCode).toBe(409);
  expect((await dojo.as(pia.id).get(`/api/dojos/${second}`)).json().memberCount).toBe(1);
});

it("keeps a member's place when they join their own dojo again, so a second dojo stays closed to them", async () => {
  const [olga, pia, nia] = await Promise.all([dojo.member(), dojo.member(), dojo.member()]);
  const first = await found(olga);
  const second = await found(pia);
  expect((await join(nia, first)).statusCode).toBe(200);

  const again = await join(nia, first);
  expect(again.statusCode).toBe(200);
  expect(again.json().memberCount).toBe(2);
  // The founder too: founding was their join.
  expect((await join(olga, first)).statusCode).toBe(200);

  expect(await reservedDojo(dojo.deps, nia.id)).toBe(first);
  expect((await join(nia, second)).json().code).toBe("dojo.in-another-dojo");
  expect((await join(olga, second)).json().code).toBe("dojo.in-another-dojo");
});

it("frees the place of a join that was cut off once it can no longer land, for another dojo to take", async () => {
  const [olga, pia, ivo] = await Promise.all([dojo.member(), dojo.member(), dojo.member()]);
  const first = await found(olga);
  const second = await found(pia);
  // Ivo's join of the first dojo reserved his place and never reached the roster (NATS went away).
  await placeMember(ivo, pendingClaim(first, dojo.deps.clock()));
  expect((await join(ivo, second)).json().code).toBe("dojo.in-another-dojo");

  const clock = dojo.deps.clock;
  dojo.deps.clock = () => new Date(clock().getTime() + COMMAND_LANDS_WITHIN_MS);
  try {
    const joined = await join(ivo, second);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().memberCount).toBe(2);
  } finally {
    dojo.deps.clock = clock;
  }
  expect(await reservedDojo(dojo.deps, ivo.id)).toBe(second);
  expect(await dojoOf(dojo.deps.store, ivo.id)).toBe(second);
  expect((await join(ivo, first)).json().code).toBe("dojo.in-another-dojo");
});
