import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cellOf } from "@kumite/contracts/identity/cells";
import {
  homePointSubject,
  IDENTITY_PRIVATE_STREAM,
  IDENTITY_STREAM,
  userSubject,
} from "@kumite/contracts/identity/events";
import { newId } from "@kumite/kit/ids";
import { openEvents, type Envelope } from "@kumite/kit/personal-data";
import { applied } from "@kumite/kit/testing";
import { newRegistration, startTestService, type TestService } from "@kumite/kit/testing/harness";
import { HOME_POINTS } from "../src/projections/home-points.ts";
import { identityService } from "../src/service.ts";

// A member's exact point never leaves identity: its public events (which every context reads) say
// only which ~1 km cell it is in, and the point goes to the private stream, for the member's own
// session. Members who set a point before that have it in an old public event: their session still
// shows it, read from there.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

/** Every event the log holds on a subject, as stored: its personal fields opened, but not upcast. */
async function storedOn(stream: string, subject: string): Promise<string[]> {
  const consumer = await identity.deps.nats.js.consumers.get(stream, { filter_subjects: subject });
  try {
    const pending = (await consumer.info(true)).num_pending;
    const events: string[] = [];
    for await (const message of await consumer.fetch({ max_messages: pending, expires: 2000 })) {
      const body = message.json<Envelope | Envelope[]>();
      const opened = await openEvents(Array.isArray(body) ? body : [body], identity.deps.events.memberKeys);
      events.push(JSON.stringify(Array.isArray(body) ? opened : opened[0]));
      if (events.length === pending) break;
    }
    return events;
  } finally {
    await consumer.delete().catch(() => undefined);
  }
}

const tbilisi = { latitude: 41.716543, longitude: 44.783219 };
const batumi = { latitude: 41.641234, longitude: 41.636321 };
const digits = (point: typeof tbilisi) => [String(point.latitude), String(point.longitude)];

describe("a member's point", () => {
  it("is in the private stream alone; the public events carry its cell; the session shows the point", async () => {
    const member = await identity.signUp({ latitude: tbilisi.latitude, longitude: tbilisi.longitude });
    expect(member.reply.json()).toMatchObject(tbilisi);
    const moved = await member.patch(`/api/users/${member.id}`, { ...batumi, bio: "Sambo" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject(batumi);
    expect((await member.get("/api/auth/session")).json()).toMatchObject(batumi);

    const published = (await storedOn(IDENTITY_STREAM.name, userSubject(member.id))).join("\n");
    expect(published).toContain(JSON.stringify(cellOf(tbilisi)));
    expect(published).toContain(JSON.stringify(cellOf(batumi)));
    expect(published).not.toMatch(/latitude|longitude/);
    for (const part of [...digits(tbilisi), ...digits(batumi)]) expect(published).not.toContain(part);

    const kept = (await storedOn(IDENTITY_PRIVATE_STREAM.name, homePointSubject(member.id))).join("\n");
    for (const part of [...digits(tbilisi), ...digits(batumi)]) expect(kept).toContain(part);
  });

  it("set in an old public event is still the member's own, in their session and nowhere else", async () => {
    const member = await identity.signUp({ displayName: `Old Timer ${newId().slice(0, 6)}` });
    // As identity wrote a move before points left its public events.
    const position = await identity.deps.events.publish(userSubject(member.id), {
      id: newId(),
      type: "UserProfileUpdated",
      aggregateId: member.id,
      occurredAt: new Date().toISOString(),
      actorId: member.id,
      data: { userId: member.id, ...tbilisi },
    });
    await applied(identity.deps.projector, position);
    expect((await member.get("/api/auth/session")).json()).toMatchObject(tbilisi);
    const viewer = await identity.signUp();
    const seen = await viewer.get(`/api/users/${member.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toMatch(/latitude|longitude|cell/);

    // Moving from there works as for anyone: counted, the old point replaced, then cleared.
    const moved = await member.patch(`/api/users/${member.id}`, batumi);
    expect(moved.json()).toMatchObject(batumi);
    const cleared = await member.patch(`/api/users/${member.id}`, { latitude: null, longitude: null });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
    expect((await member.get("/api/auth/session")).json()).toMatchObject({ latitude: null, longitude: null });
  });

  it("two moves racing leave the public cell at the latest point, whichever cell was published last", async () => {
    const member = await identity.signUp({ latitude: tbilisi.latitude, longitude: tbilisi.longitude });
    const kutaisi = { latitude: 42.26791, longitude: 42.69461 };
    const users = identity.deps.aggregates.users;
    const publish = users.handle.bind(users);
    // The first move's cell waits, its point stored, while a second move runs from start to end.
    let firstPointStored!: () => void;
    const firstHeld = new Promise<void>((resolve) => (firstPointStored = resolve));
    let releaseFirst!: () => void;
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    let holding = true;
    const held = vi.spyOn(users, "handle").mockImplementation(async (...args) => {
      if (holding && args[0] === member.id && args[1].type === "UpdateProfile") {
        holding = false;
        firstPointStored();
        await released;
      }
      return publish(...args);
    });
    try {
      const first = member.patch(`/api/users/${member.id}`, batumi);
      await firstHeld;
      const second = await member.patch(`/api/users/${member.id}`, kutaisi);
      expect(second.statusCode).toBe(200);
      // The fault has landed: the second move's point and cell are out, the first one's cell is not.
      const cellsBefore = (await storedOn(IDENTITY_STREAM.name, userSubject(member.id))).join("\n");
      expect(cellsBefore).toContain(JSON.stringify(cellOf(kutaisi)));
      expect(cellsBefore).not.toContain(JSON.stringify(cellOf(batumi)));
      releaseFirst();
      expect((await first).statusCode).toBe(200);
    } finally {
      held.mockRestore();
    }
    const published = (await storedOn(IDENTITY_STREAM.name, userSubject(member.id))).map(
      (stored) => JSON.parse(stored) as { data: { cell?: unknown } },
    );
    const cells = published.filter((event) => event.data.cell !== undefined).map((event) => event.data.cell);
    expect(cells).toContainEqual(cellOf(batumi));
    expect(cells.at(-1)).toEqual(cellOf(kutaisi));
    expect((await member.get("/api/auth/session")).json()).toMatchObject(kutaisi);
  });

  it("is not kept for a sign-up that failed after storing it", async () => {
    const lost = { latitude: 41.551234, longitude: 44.991234 };
    const users = identity.deps.aggregates.users;
    const failing = vi.spyOn(users, "handle").mockRejectedValueOnce(new Error("the log went away"));
    try {
      const reply = await identity.signedOut.post("/api/auth/register", newRegistration(lost));
      expect(reply.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    const kept = await identity.deps.store
      .collection<{ _id: string; latitude: number | null }>(HOME_POINTS)
      .find({ latitude: lost.latitude });
    expect(kept).toEqual([]);
    // The same check finds a point that is kept.
    const member = await identity.signUp(lost);
    const found = await identity.deps.store
      .collection<{ _id: string; latitude: number | null }>(HOME_POINTS)
      .find({ latitude: lost.latitude });
    expect(found.map((point) => point._id)).toEqual([member.id]);
  });
});
