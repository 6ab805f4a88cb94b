import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoteView } from "@kumite/contracts/gym/views";
import { startTestService, type TestService } from "@kumite/kit/testing/service-harness";
import { gymService } from "../src/service.ts";

let service: TestService<typeof gymService>;
beforeAll(async () => {
  service = await startTestService(gymService);
});
afterAll(async () => {
  await service.close();
});

describe("notes", () => {
  it("writes a note that its author then reads and lists", async () => {
    const ana = await service.member();
    const written = await ana.post("/api/gyms", { title: "  Guard passes  " });
    expect(written.statusCode).toBe(201);
    const note = written.json() as NoteView;
    expect(note).toMatchObject({ title: "Guard passes", createdBy: ana.id });
    expect((await ana.get(`/api/gyms/${note.id}`)).json()).toEqual(note);
    expect((await ana.get("/api/gyms")).json()).toEqual([note]);
  });

  it("is renamed by its author only, and every rename sent at once lands", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const { id } = (await ana.post("/api/gyms", { title: "Sweeps" })).json() as NoteView;
    expect((await ben.patch(`/api/gyms/${id}`, { title: "Mine now" })).statusCode).toBe(403);
    const titles = ["Sweeps from guard", "Sweeps from half guard", "Sweeps from mount"];
    const renames = await Promise.all(titles.map((title) => ana.patch(`/api/gyms/${id}`, { title })));
    expect(renames.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(titles).toContain(((await ben.get(`/api/gyms/${id}`)).json() as NoteView).title);
    expect((await ben.get("/api/gyms")).json()).toEqual([]);
  });

  it("refuses a blank title, an unknown note and a member the directory does not know", async () => {
    const ana = await service.member();
    expect((await ana.post("/api/gyms", { title: "   " })).statusCode).toBe(400);
    expect((await ana.get("/api/gyms/nobody-wrote-this")).statusCode).toBe(404);
    expect((await service.as("a-stranger").post("/api/gyms", { title: "Hello" })).statusCode).toBe(404);
  });
});
