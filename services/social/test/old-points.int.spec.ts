import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import { PUBLIC_PROFILE_DEFAULTS, userSubject } from "@kumite/contracts/identity/events";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { MEMBERS } from "@kumite/kit/members";
import { newId } from "@kumite/kit/ids";
import { applied } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Identity's public events once carried members' exact points. Read from the log now, they give
// the member directory the point's cell and nothing more, and matching measures between cells as
// it does for members who signed up since.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

/** A sign-up as identity stored it before points left its public events. */
async function oldSignUp(point: { latitude: number; longitude: number }, martialArts: string[]) {
  const userId = newId();
  const { cell: _cell, ...profile } = PUBLIC_PROFILE_DEFAULTS;
  const data = { ...profile, userId, username: `old_${userId.slice(0, 8)}`, displayName: "Old Timer", martialArts };
  const position = await social.deps.events.publish(userSubject(userId), {
    id: newId(),
    type: "UserRegistered",
    aggregateId: userId,
    occurredAt: new Date().toISOString(),
    actorId: userId,
    data: { ...data, ...point },
  });
  await applied(social.deps.projector, position);
  return userId;
}

describe("members whose old public events carried their point", () => {
  it("are in the member directory by their cell alone, and matched between cells", async () => {
    const home = {
      latitude: Math.round((Math.random() * 100 - 50) * 1e5) / 1e5,
      longitude: Math.round((Math.random() * 340 - 170) * 1e5) / 1e5,
    };
    const neighbour = { latitude: home.latitude + 5 / 111.2, longitude: home.longitude };
    const oldId = await oldSignUp(home, ["Sambo"]);
    const newcomer = await social.member({ ...neighbour, martialArts: ["Sambo"] });

    const entry = await social.deps.store.collection(MEMBERS).findOne({ _id: oldId });
    expect(entry).toMatchObject({ cell: cellOf(home) });
    expect(JSON.stringify(entry)).not.toMatch(/latitude|longitude/);
    expect(JSON.stringify(entry)).not.toContain(String(home.latitude));

    const reply = await newcomer.get(`/api/users/matching/${newcomer.id}`);
    expect(reply.statusCode).toBe(200);
    const found = (reply.json() as MatchCandidate[]).find((candidate) => candidate.id === oldId);
    // 5 km between the points; matching measures between their 1 km cells.
    expect(Math.abs(found!.distanceKm! - 5)).toBeLessThanOrEqual(1);
  });
});
