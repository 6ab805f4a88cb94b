import { expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import type { BarredMember, TrainingEventView } from "@kumite/contracts/dojo/views";
import { dojoOf } from "@kumite/kit/members";
import { expireInFlightClaims, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { profile, setRole } from "./dojo-roster.ts";

// Thirty members removed and barred from a dojo at once, with dojo stopping in the middle and a new
// instance taking over: every acknowledged removal holds, and retries with the same keys end with
// each member out, barred once, their place free and their dojo-only event places given to those
// waiting, even where the stop cut a removal off between the roster and what follows it.

it("loses no removal, bar, freed place or event place when dojo stops in the middle of thirty removals", async () => {
  const first = await startTestService(dojoService);
  const owner = await first.member();
  const dojoId: string = (await owner.post("/api/dojos", profile)).json().id;
  const members = await Promise.all(Array.from({ length: 30 }, () => first.member()));
  const waiting = await first.member();
  for (const member of [...members, waiting]) {
    expect((await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id })).statusCode).toBe(200);
    await setRole(owner, member, "warrior");
  }
  const eventId: string = (
    await owner.post("/api/dojo-events", {
      title: "Randori",
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      maxParticipants: 30,
      dojoId,
      isDojoOnly: true,
      createdBy: owner.id,
    })
  ).json().id;
  for (const member of [...members, waiting])
    await member.post(`/api/dojo-events/${eventId}/waitlist`, { userId: member.id });

  const removals = members.map((member) => ({ member, key: crypto.randomUUID(), status: 0 }));
  const send = (service: typeof first, removal: (typeof removals)[number]) =>
    service
      .as(owner.id)
      .post(
        `/api/dojos/${dojoId}/members/${removal.member.id}/remove`,
        { reason: "Spam", bar: true },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: removal.key } },
      )
      .then((reply) => (removal.status = reply.statusCode))
      .catch(() => (removal.status = 0));
  const outcome = await stopAmidWrites({
    lanes: removals.map((removal) => [removal]),
    send: (removal) => send(first, removal),
    stopAfter: removals.length / 3,
    stop: () => first.close(),
  });
  expect(outcome.acknowledged.length).toBeGreaterThan(0);
  expect(outcome.inFlightAtStop.length).toBeGreaterThan(0);
  expect(outcome.unacknowledged.length).toBeGreaterThan(0);

  const second = await startTestService(dojoService);
  try {
    for (const { member } of outcome.acknowledged) {
      expect(await second.as(member.id).post(`/api/dojos/${dojoId}/join`, { userId: member.id })).toMatchObject({
        statusCode: 403,
      });
    }
    await expireInFlightClaims(second.deps.redis, "dojo", [owner.id]);
    for (const removal of removals) await send(second, removal);
    expect(removals.map((removal) => removal.status)).toEqual(removals.map(() => 200));

    const as = second.as(owner.id);
    expect((await as.get(`/api/dojos/${dojoId}`)).json().memberCount).toBe(2);
    const barred = (await as.get(`/api/dojos/${dojoId}/bars`)).json() as BarredMember[];
    expect(barred.map((bar) => bar.userId).sort()).toEqual(members.map((member) => member.id).sort());
    for (const member of members) expect(await dojoOf(second.deps.store, member.id)).toBeNull();
    // What a cut-off removal left undone is done again from the log: only the one waiting keeps a place.
    await expect
      .poll(async () => ((await as.get(`/api/dojo-events/${eventId}`)).json() as TrainingEventView).participants, {
        timeout: 20_000,
      })
      .toEqual([{ userId: waiting.id }]);
    // Their places are free: another dojo takes them.
    const elsewhere: string = (
      await second.as(members[0]!.id).post("/api/dojos", { ...profile, name: "Elsewhere" })
    ).json().id;
    expect(await dojoOf(second.deps.store, members[0]!.id)).toBe(elsewhere);
  } finally {
    await second.close();
  }
}, 90_000);
