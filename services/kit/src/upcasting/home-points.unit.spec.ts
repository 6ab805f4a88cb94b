import { describe, expect, it } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import type { StoredEvent } from "../event-store.ts";
import { homePointsOutOfPublicEvents, withheldHomePointOf } from "./home-points.ts";
import { upcast } from "./upcast.ts";

const lisbon = { latitude: 38.72251, longitude: -9.13933 };
const stored = (type: string, data: Record<string, unknown>, stream = "IDENTITY"): StoredEvent => ({
  id: "e1",
  type,
  aggregateId: "ana",
  occurredAt: "2026-11-20T09:00:00.000Z",
  actorId: "ana",
  data,
  stream,
  subject: `${stream.toLowerCase()}.user.ana`,
  sequence: 7,
  index: 0,
});

describe("identity's old public events, as they are read", () => {
  it("give a point's cell in its place, the point kept aside for identity alone", () => {
    const event = upcast(stored("UserRegistered", { userId: "ana", displayName: "Ana", ...lisbon }));
    expect(event.data).toEqual({ userId: "ana", displayName: "Ana", cell: cellOf(lisbon) });
    expect(JSON.stringify(event)).not.toMatch(/latitude|longitude/);
    expect(withheldHomePointOf(event)).toEqual(lisbon);
    expect(event).toMatchObject({ sequence: 7, index: 0, stream: "IDENTITY" });
  });

  it("turn a cleared point into no cell, and leave an edit without one alone", () => {
    const cleared = upcast(stored("UserProfileUpdated", { userId: "ana", latitude: null, longitude: null }));
    expect(cleared.data).toEqual({ userId: "ana", cell: null });
    expect(withheldHomePointOf(cleared)).toEqual({ latitude: null, longitude: null });
    const renamed = stored("UserProfileUpdated", { userId: "ana", displayName: "Ana S." });
    expect(upcast(renamed)).toBe(renamed);
    expect(withheldHomePointOf(renamed)).toBeUndefined();
  });

  it("leave events written since, and other streams' events, as they are", () => {
    const now = stored("UserRegistered", { userId: "ana", cell: cellOf(lisbon) });
    expect(homePointsOutOfPublicEvents(now)).toBe(now);
    const gym = stored("GymAdded", { gymId: "g1", ...lisbon }, "GYM");
    expect(upcast(gym)).toBe(gym);
    expect(gym.data).toMatchObject(lisbon);
  });
});
