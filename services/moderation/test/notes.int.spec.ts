import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoteView } from "@kumite/contracts/moderation/views";
import { startTestService, type TestService } from "@kumite/kit/testing/service-harness";
import { moderationService } from "../src/service.ts";

let service: TestService<typeof moderationService>;
beforeAll(async () => {
  service = await startTestService(moderationService);
});
afterAll(async () => {
  await service.close();
});

describe("notes", () => {
  it("writes a note that its author then reads and lists", async () => {
    const ana = await service.member();
    const written = await ana.post("/api/moderation", { title: "  Guard passes  " });
    expect(written.statusCode).toBe(201);
    const note = written.json() as NoteView;
    expect(note).toMatchObject({ title: "Guard passes", createdBy: ana.id });
    expect((await ana.get(`/api/moderation/${note.id}`)).json()).toEqual(note);
    expect((await ana.get("/api/moderation")).json()).toEqual([note]);
  });

  it("is renamed by its author only, and every rename sent at once lands", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const { id } = (await ana.post("/api/moderation", { title: "Sweeps" })).json() as NoteView;
    expect((await ben.patch(`/api/moderation/${id}`, { title: "Mine now" })).statusCode).toBe(403);
    const titles = ["Sweeps from guard", "Sweeps from half guard", "Sweeps from mount"];
    const renames = await Promise.all(titles.map((title) => ana.patch(`/api/moderation/${id}`, { title })));
    expect(renames.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(titles).toContain(((await ben.get(`/api/moderation/${id}`)).json() as NoteView).title);
    expect((await ben.get("/api/moderation")).json()).toEqual([]);
  });

  it("refuses a blank title, an unknown note and a member the directory does not know", async () => {
    const ana = await service.member();
    expect((await ana.post("/api/moderation", { title: "   " })).statusCode).toBe(400);
    expect((await ana.get("/api/moderation/nobody-wrote-this")).statusCode).toBe(404);
    expect((await service.as("a-stranger").post("/api/moderation", { title: "Hello" })).statusCode).toBe(404);
  });
});
