import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { block } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

// GET /api/users?search= through the service: ranked and forgiving, each result with the words it
// matched; a rename or a deletion is followed at once by the one who made it; a hostile query is
// answered fast with 400 or an empty list, never a 5xx. Blocks and suspensions: suspensions.int.spec.ts.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

const tagged = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const ids = (list: Array<{ id: string }>) => list.map((user) => user.id);

describe("searching members", () => {
  it("forgives typos, accents and martial-art nicknames, and says which words matched", async () => {
    const tag = tagged();
    const joana = await identity.signUp({
      displayName: `Joana Ferreira ${tag}`,
      location: "São Paulo",
      martialArts: ["Brazilian Jiu-Jitsu"],
    });
    const searcher = await identity.signUp();
    for (const search of [
      `joana ferrera ${tag}`,
      `JOANA ${tag}`,
      `sao paulo ${tag}`,
      `bjj ${tag}`,
      `jiujitsu ${tag}`,
    ]) {
      const reply = await searcher.get("/api/users", { query: { search } });
      expect(reply.statusCode, search).toBe(200);
      expect(ids(reply.json()), search).toEqual([joana.id]);
    }
    const [found] = (await searcher.get("/api/users", { query: { search: `Joana Ferrera ${tag}` } })).json();
    expect(found).toMatchObject({ id: joana.id, displayName: `Joana Ferreira ${tag}`, dojoId: null });
    expect(found.matched).toEqual(expect.arrayContaining(["joana", "ferreira", tag]));
    expect(JSON.stringify(found)).not.toContain("@example.com");
  });

  it("decides whether to fall back to some of the words over whom the reader may see, not over whom a block hides", async () => {
    const [name, town] = [tagged(), tagged()];
    const akemi = await identity.signUp({ displayName: `Akemi ${name}`, location: town });
    const namesake = await identity.signUp({ displayName: `Rui ${name}` });
    const neighbour = await identity.signUp({ displayName: "Rui Costa", location: town });
    const [stranger, blocked] = await Promise.all([identity.signUp(), identity.signUp()]);
    const found = async (reader: typeof stranger) =>
      ids((await reader.get("/api/users", { query: { search: `${name} ${town}` } })).json()).sort();
    expect(await found(stranger)).toEqual([akemi.id]);
    expect(await found(blocked)).toEqual([akemi.id]);
    await block(identity, akemi.id, blocked.id);
    // The one Akemi blocked gets what a reader with no Akemi to find would: each word's others.
    expect(await found(blocked)).toEqual([namesake.id, neighbour.id].sort());
    expect(await found(stranger)).toEqual([akemi.id]);
  });

  it("finds a member by their new name as soon as they changed it, and no longer once deleted", async () => {
    const tag = tagged();
    const member = await identity.signUp({ displayName: `Oldname${tag}` });
    // Others' names within a typo of these may answer too (tags of one run are alike): what matters is this member.
    const found = async (search: string) => ids((await member.get("/api/users", { query: { search } })).json());
    expect(await found(`oldname${tag}`)).toContain(member.id);
    expect((await member.patch(`/api/users/${member.id}`, { displayName: `Kenji Sensei ${tag}` })).statusCode).toBe(
      200,
    );
    expect(ids((await member.get("/api/users", { query: { search: `sensei ${tag}` } })).json())).toEqual([member.id]);
    expect(await found(`oldname${tag}`)).not.toContain(member.id);
    const other = await identity.signUp();
    const { password } = member.registration;
    expect((await member.delete("/api/auth/delete-account", { password })).statusCode).toBe(200);
    await expect
      .poll(async () => ids((await other.get("/api/users", { query: { search: `sensei ${tag}` } })).json()))
      .not.toContain(member.id);
  });

  it("answers a hostile query fast with 400 `search.too-long` or an empty list, never a 5xx", async () => {
    const searcher = await identity.signUp();
    const started = performance.now();
    // Each has under two letters or digits once normalized: nothing to look for.
    for (const search of [".*(a+)+$", "(((((", "a", " ", "\u0000\u0001", "🥋🥋"]) {
      const reply = await searcher.get("/api/users", { query: { search } });
      expect(reply.statusCode, search).toBe(200);
      if (search.trim()) expect(reply.json(), search).toEqual([]);
    }
    // "%00" is the word "00": an ordinary search, which may find members whose names hold it.
    const escaped = await searcher.get("/api/users", { query: { search: "%00" } });
    expect(escaped.statusCode).toBe(200);
    expect(Array.isArray(escaped.json())).toBe(true);
    for (const search of ["a".repeat(101), "word ".repeat(2000), "a b c d e f g h i"]) {
      const reply = await searcher.get("/api/users", { query: { search } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message: expect.stringContaining("at most 100 characters"),
        code: "search.too-long",
      });
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
