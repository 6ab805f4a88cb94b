import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { block } from "@kumite/kit/testing";
import { startTestService } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, gymOf, somewhere, tag, type GymTestService } from "./gym-fixtures.ts";

// GET /api/gyms?search= through the service: ranked and forgiving, each result with the words it
// matched, found at once by the one who added it; among close matches the nearer to the reader's
// cell first, with no distance shown; a blocked adder unnamed; hostile queries never a 5xx.

let gym: GymTestService;
beforeAll(async () => {
  gym = await startTestService(gymService);
});
afterAll(async () => {
  await gym.close();
});

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe("searching gyms", () => {
  it("finds a gym by a misspelt name as soon as it is added, the nearer first among equals", async () => {
    const name = tag();
    const here = somewhere();
    const there = here.east(300);
    const [near, far] = await Promise.all([gym.member(here), gym.member(there)]);
    const added = await Promise.all(
      [here, there].map(async (point) => {
        const reply = await near!.post("/api/gyms", gymBody({ name: `Gracie Barra ${name}`, ...point }));
        expect(reply.statusCode).toBe(201);
        return gymOf(reply).id;
      }),
    );
    const search = async (member: typeof near, text: string) =>
      (await member!.get("/api/gyms", { query: { search: text } })).json();
    expect(ids(await search(near, `grace barra ${name}`))).toEqual(added);
    expect(ids(await search(far, `gracie barra ${name}`))).toEqual([...added].reverse());
    const [first] = await search(near, `gracie ${name}`);
    expect(first).not.toHaveProperty("distance");
    expect(first.matched).toEqual(expect.arrayContaining(["gracie", name]));
    expect(first.addedBy).toMatchObject({ displayName: near!.displayName });
  });

  it("never names an adder blocked either way", async () => {
    const name = tag();
    const [adder, reader] = await Promise.all([gym.member(), gym.member()]);
    expect((await adder.post("/api/gyms", gymBody({ name: `Checkmat ${name}`, ...somewhere() }))).statusCode).toBe(201);
    await block(gym, reader.id, adder.id);
    const [found] = (await reader.get("/api/gyms", { query: { search: `chekmat ${name}` } })).json();
    expect(found).toMatchObject({ name: `Checkmat ${name}`, addedBy: null });
  });

  it("answers a hostile query fast with 400 `search.too-long` or an empty list, never a 5xx", async () => {
    const member = await gym.member();
    for (const search of [".*(a+)+$", "((((", "a"]) {
      const reply = await member.get("/api/gyms", { query: { search } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([]);
    }
    const reply = await member.get("/api/gyms", { query: { search: "x".repeat(5000) } });
    expect([reply.statusCode, reply.json().code]).toEqual([400, "search.too-long"]);
  });
});
