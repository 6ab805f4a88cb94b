import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { dojoService } from "../src/service.ts";
import { rosterOf, setRole } from "./dojo-roster.ts";

// GET /api/dojos?search= and GET /api/dojo-events?search= through the service: ranked and
// forgiving, each result with the words it matched, followed at once by the one who wrote; a
// dojo-only event only for those who may see it (event-access.ts); hostile queries never a 5xx.

let dojo: TestService<typeof dojoService>;
beforeAll(async () => {
  dojo = await startTestService(dojoService);
});
afterAll(async () => {
  await dojo.close();
});

const tagged = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const schedule = async (actor: TestMember, dojoId: string, title: string, isDojoOnly: boolean) => {
  const reply = await actor.post("/api/dojo-events", {
    title,
    description: "Bring a gi",
    eventDate: inDays(7),
    maxParticipants: 10,
    dojoId,
    isDojoOnly,
    createdBy: actor.id,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json().id as string;
};

describe("searching dojos", () => {
  it("finds a dojo by a misspelt nickname as soon as it is founded, and follows its renaming", async () => {
    const tag = tagged();
    const owner = await dojo.member();
    const founded = await owner.post("/api/dojos", {
      name: `Gracie Barra ${tag}`,
      description: "Jiu-jitsu para todos",
      location: "São Paulo",
      martialArts: ["Brazilian Jiu-Jitsu"],
    });
    expect(founded.statusCode).toBe(201);
    const dojoId = founded.json().id;
    for (const search of [`gracie bara ${tag}`, `jiujitsu ${tag}`, `bjj ${tag}`, `sao paulo ${tag}`]) {
      const reply = await owner.get("/api/dojos", { query: { search } });
      expect(reply.statusCode, search).toBe(200);
      expect(ids(reply.json())[0], search).toBe(dojoId);
    }
    const [found] = (await owner.get("/api/dojos", { query: { search: `grace barra ${tag}` } })).json();
    expect(found).toMatchObject({ id: dojoId, memberCount: 1, owner: { displayName: owner.displayName } });
    expect(found.matched).toEqual(expect.arrayContaining(["gracie", "barra", tag]));
    const renamed = await owner.put(`/api/dojos/${dojoId}`, {
      name: `Tiger Muay Thai ${tag}`,
      description: "Fight camp",
      location: "Phuket",
      martialArts: ["Muay Thai"],
    });
    expect(renamed.statusCode).toBe(200);
    expect(ids((await owner.get("/api/dojos", { query: { search: `thai boxing ${tag}` } })).json())).toEqual([dojoId]);
    // The old name's words match no more: only the tag still finds it.
    const [again] = (await owner.get("/api/dojos", { query: { search: `gracie ${tag}` } })).json();
    expect(again).toMatchObject({ id: dojoId, name: `Tiger Muay Thai ${tag}`, matched: [tag] });
  });

  it("answers a hostile query fast with 400 `search.too-long` or an empty list, never a 5xx", async () => {
    const member = await dojo.member();
    for (const search of [".*(a+)+$", "((((", "a"]) {
      const reply = await member.get("/api/dojos", { query: { search } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([]);
    }
    for (const path of ["/api/dojos", "/api/dojo-events"]) {
      const reply = await member.get(path, { query: { search: "word ".repeat(3000) } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe("search.too-long");
    }
  });
});

describe("searching training events", () => {
  it("shows a dojo-only event only to its dojo's warriors and up, its owner and those taking part", async () => {
    const tag = tagged();
    const { dojoId, olga, wes, nia, stranger } = await rosterOf(dojo);
    const open = await schedule(olga, dojoId, `Randori open mat ${tag}`, false);
    const closed = await schedule(olga, dojoId, `Randori team ${tag}`, true);
    const found = async (member: TestMember) =>
      ids((await member.get("/api/dojo-events", { query: { search: `randori ${tag}` } })).json()).sort();
    expect(await found(olga)).toEqual([open, closed].sort());
    expect(await found(wes)).toEqual([open, closed].sort());
    expect(await found(nia)).toEqual([open]);
    expect(await found(stranger)).toEqual([open]);
    // A new blood made warrior sees it at once.
    await setRole(olga, nia, "warrior");
    expect(await found(nia)).toEqual([open, closed].sort());
    const [event] = (await stranger.get("/api/dojo-events", { query: { search: `randory open mat ${tag}` } })).json();
    expect(event).toMatchObject({
      id: open,
      dojo: { name: "Judo Porto" },
      matched: expect.arrayContaining(["randori", "open"]),
    });
  });

  it("leaves a cancelled event out", async () => {
    const tag = tagged();
    const { dojoId, olga } = await rosterOf(dojo);
    const eventId = await schedule(olga, dojoId, `Kata seminar ${tag}`, false);
    expect(ids((await olga.get("/api/dojo-events", { query: { search: `kata ${tag}` } })).json())).toEqual([eventId]);
    expect((await olga.post(`/api/dojo-events/${eventId}/cancel`)).statusCode).toBe(200);
    // Other tests' katas may answer once no event has both words: this one must not be among them.
    expect(ids((await olga.get("/api/dojo-events", { query: { search: `kata ${tag}` } })).json())).not.toContain(
      eventId,
    );
  });
});
