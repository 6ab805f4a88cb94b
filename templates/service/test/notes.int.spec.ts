import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoteView } from "@kumite/contracts/template/views";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { templateService } from "../src/service.ts";

let service: TestService<typeof templateService>;
beforeAll(async () => {
  service = await startTestService(templateService);
});
afterAll(async () => {
  await service.close();
});

describe("notes", () => {
  it("writes a note that its author then reads and lists", async () => {
    const ana = await service.member();
    const written = await ana.post("/api/template", { title: "  Guard passes  " });
    expect(written.statusCode).toBe(201);
    const note = written.json() as NoteView;
    expect(note).toMatchObject({ title: "Guard passes", createdBy: ana.id });
    expect((await ana.get(`/api/template/${note.id}`)).json()).toEqual(note);
    expect((await ana.get("/api/template")).json()).toEqual([note]);
  });

  it("is renamed by its author only, and every rename sent at once lands", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const { id } = (await ana.post("/api/template", { title: "Sweeps" })).json() as NoteView;
    const taken = await ben.patch(`/api/template/${id}`, { title: "Mine now" });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toMatchObject({ code: "forbidden" });
    const titles = ["Sweeps from guard", "Sweeps from half guard", "Sweeps from mount"];
    const renames = await Promise.all(titles.map((title) => ana.patch(`/api/template/${id}`, { title })));
    expect(renames.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(titles).toContain(((await ben.get(`/api/template/${id}`)).json() as NoteView).title);
    expect((await ben.get("/api/template")).json()).toEqual([]);
  });

  it("refuses a blank title, an unknown note and a member the directory does not know", async () => {
    const ana = await service.member();
    expect((await ana.post("/api/template", { title: "   " })).statusCode).toBe(400);
    const unknown = await ana.get("/api/template/nobody-wrote-this");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not-found" });
    expect((await service.as("a-stranger").post("/api/template", { title: "Hello" })).statusCode).toBe(404);
  });

  it("answers, once restarted, with every note it acknowledged", async () => {
    const ana = await service.member();
    const titles = ["Sweeps", "Guard passes", "Takedowns"];
    const written = await Promise.all(titles.map((title) => ana.post("/api/template", { title })));
    expect(written.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    await service.close();
    service = await startTestService(templateService);
    const listed = (await service.as(ana.id).get("/api/template")).json() as NoteView[];
    expect(listed).toHaveLength(titles.length);
    expect(listed).toEqual(expect.arrayContaining(written.map((reply) => reply.json() as NoteView)));
  });
});
