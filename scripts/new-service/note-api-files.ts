import type { ServiceNames } from "./names.ts";

// The example's way in and out: its read model, the reads of it, the handlers, the routes under
// the service's API path, and the integration test that starts the service and calls them.

export function noteApiFiles({ name, camel, pascal, constant, path }: ServiceNames): Record<string, string> {
  const src = `services/${name}/src`;
  return {
    [`${src}/projections/notes.ts`]: `import { ${constant}_STREAM, type NoteEvent } from "@kumite/contracts/${name}/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";

// The notes, listed by their author, newest first.

export const NOTES = "notes";
export type NoteDocument = { _id: string; title: string; createdBy: string; createdAt: string };

export const notesProjection = defineProjection<EventsOf<NoteEvent>>({
  name: "notes",
  streams: [${constant}_STREAM.name],
  async setup(store) {
    await store.collection(NOTES).createIndex({ createdBy: 1, createdAt: -1 });
  },
  on: {
    async NoteCreated({ data, occurredAt }, store) {
      const { noteId, ...note } = data;
      const document: NoteDocument = { _id: noteId, ...note, createdAt: occurredAt };
      await store.collection<NoteDocument>(NOTES).replaceOne({ _id: noteId }, document, { upsert: true });
    },
    async NoteRenamed({ data }, store) {
      await store.collection<NoteDocument>(NOTES).updateOne({ _id: data.noteId }, { $set: { title: data.title } });
    },
  },
});
`,

    [`${src}/projections/notes.unit.spec.ts`]: `import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing/projection-spec";
import { noteById, notesOf } from "../queries/notes.ts";
import { notesProjection } from "./notes.ts";

// The notes read model, from its events. projectionSpec also runs them against a hostile store
// (failed writes retried, events applied again, handlers twice at once) and expects the same notes.

const spec = projectionSpec([notesProjection]);

const created = (noteId: string, title: string, createdBy: string, occurredAt: string): GivenEvent => ({
  type: "NoteCreated",
  aggregateId: noteId,
  data: { noteId, title, createdBy },
  occurredAt,
});
const renamed = (noteId: string, title: string): GivenEvent => ({
  type: "NoteRenamed",
  aggregateId: noteId,
  data: { noteId, title },
});

describe("the notes projection", () => {
  it("lists each author's notes, newest first, under their latest title", () =>
    spec
      .given({
        ${constant}: [
          created("n1", "Sweeps", "ana", "2026-11-20T09:00:00.000Z"),
          created("n2", "Guard passes", "ana", "2026-11-20T10:00:00.000Z"),
          created("n3", "Takedowns", "ben", "2026-11-20T11:00:00.000Z"),
          renamed("n1", "Sweeps from guard"),
        ],
      })
      .then(async (store) => {
        expect((await notesOf(store, "ana")).map((note) => note.title)).toEqual(["Guard passes", "Sweeps from guard"]);
        expect(await noteById(store, "n3")).toEqual({
          id: "n3",
          title: "Takedowns",
          createdBy: "ben",
          createdAt: "2026-11-20T11:00:00.000Z",
        });
      }));
});
`,

    [`${src}/queries/notes.ts`]: `import type { NoteView } from "@kumite/contracts/${name}/views";
import { NotFound } from "@kumite/kit/errors";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { NOTE_NOT_FOUND } from "../domain/note.ts";
import { NOTES, type NoteDocument } from "../projections/notes.ts";

const viewOf = ({ _id: id, title, createdBy, createdAt }: NoteDocument): NoteView => ({
  id,
  title,
  createdBy,
  createdAt,
});

export async function noteById(store: ReadStore, noteId: string): Promise<NoteView> {
  const note = await store.collection<NoteDocument>(NOTES).findOne({ _id: noteId });
  if (!note) throw new NotFound(NOTE_NOT_FOUND);
  return viewOf(note);
}

export async function notesOf(store: ReadStore, memberId: string): Promise<NoteView[]> {
  const notes = await store.collection<NoteDocument>(NOTES).find({ createdBy: memberId }, { sort: { createdAt: -1 } });
  return notes.map(viewOf);
}
`,

    [`${src}/handlers/notes.ts`]: `import type { CreateNoteBody, RenameNoteBody } from "@kumite/contracts/${name}/commands";
import type { NoteView } from "@kumite/contracts/${name}/views";
import type { Position } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { requireMember } from "@kumite/kit/members/queries";
import type { ${pascal}Deps } from "../aggregates.ts";
import { noteById } from "../queries/notes.ts";

/** A member the directory knows writes a note. */
export async function createNote(
  deps: ${pascal}Deps,
  memberId: string,
  body: CreateNoteBody,
): Promise<{ note: NoteView; position: Position }> {
  await requireMember(deps.store, memberId);
  const noteId = newId();
  const { position } = await deps.aggregates.notes.handle(
    noteId,
    { type: "CreateNote", data: { title: body.title, createdBy: memberId } },
    memberId,
    { expectNew: true },
  );
  return { note: await noteById(deps.store, noteId), position };
}

export async function renameNote(
  deps: ${pascal}Deps,
  memberId: string,
  noteId: string,
  body: RenameNoteBody,
): Promise<{ note: NoteView; position: Position }> {
  const { position } = await deps.aggregates.notes.handle(
    noteId,
    { type: "RenameNote", data: { title: body.title } },
    memberId,
  );
  return { note: await noteById(deps.store, noteId), position };
}
`,

    [`${src}/routes/notes.ts`]: `import { CreateNoteBody, NoteIdParams, RenameNoteBody } from "@kumite/contracts/${name}/commands";
import { NoteList, NoteView } from "@kumite/contracts/${name}/views";
import { positionHeader } from "@kumite/kit/http/position-header";
import type { ServiceRoutes } from "@kumite/kit/service/define-service";
import type { ${pascal}Deps } from "../aggregates.ts";
import { createNote, renameNote } from "../handlers/notes.ts";
import { noteById, notesOf } from "../queries/notes.ts";

export const noteRoutes: ServiceRoutes<${pascal}Deps> = async (app, { deps }) => {
  app.get(
    "${path}",
    { schema: { description: "The actor's notes, newest first.", response: { 200: NoteList } } },
    async (request) => notesOf(deps.store, request.memberId),
  );

  app.post(
    "${path}",
    {
      schema: {
        description: "Write a note; the actor is its author.",
        body: CreateNoteBody,
        response: { 201: NoteView },
      },
    },
    async (request, reply) => {
      const { note, position } = await createNote(deps, request.memberId, request.body);
      return reply.code(201).headers(positionHeader(position)).send(note);
    },
  );

  app.get(
    "${path}/:id",
    { schema: { description: "One note.", params: NoteIdParams, response: { 200: NoteView } } },
    async (request) => noteById(deps.store, request.params.id),
  );

  app.patch(
    "${path}/:id",
    {
      schema: {
        description: "Rename a note (its author only).",
        params: NoteIdParams,
        body: RenameNoteBody,
        response: { 200: NoteView },
      },
    },
    async (request, reply) => {
      const { note, position } = await renameNote(deps, request.memberId, request.params.id, request.body);
      return reply.headers(positionHeader(position)).send(note);
    },
  );
};
`,

    [`services/${name}/test/notes.int.spec.ts`]: `import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoteView } from "@kumite/contracts/${name}/views";
import { startTestService, type TestService } from "@kumite/kit/testing/service-harness";
import { ${camel}Service } from "../src/service.ts";

let service: TestService<typeof ${camel}Service>;
beforeAll(async () => {
  service = await startTestService(${camel}Service);
});
afterAll(async () => {
  await service.close();
});

describe("notes", () => {
  it("writes a note that its author then reads and lists", async () => {
    const ana = await service.member();
    const written = await ana.post("${path}", { title: "  Guard passes  " });
    expect(written.statusCode).toBe(201);
    const note = written.json() as NoteView;
    expect(note).toMatchObject({ title: "Guard passes", createdBy: ana.id });
    expect((await ana.get(\`${path}/\${note.id}\`)).json()).toEqual(note);
    expect((await ana.get("${path}")).json()).toEqual([note]);
  });

  it("is renamed by its author only, and every rename sent at once lands", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const { id } = (await ana.post("${path}", { title: "Sweeps" })).json() as NoteView;
    expect((await ben.patch(\`${path}/\${id}\`, { title: "Mine now" })).statusCode).toBe(403);
    const titles = ["Sweeps from guard", "Sweeps from half guard", "Sweeps from mount"];
    const renames = await Promise.all(titles.map((title) => ana.patch(\`${path}/\${id}\`, { title })));
    expect(renames.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(titles).toContain(((await ben.get(\`${path}/\${id}\`)).json() as NoteView).title);
    expect((await ben.get("${path}")).json()).toEqual([]);
  });

  it("refuses a blank title, an unknown note and a member the directory does not know", async () => {
    const ana = await service.member();
    expect((await ana.post("${path}", { title: "   " })).statusCode).toBe(400);
    expect((await ana.get("${path}/nobody-wrote-this")).statusCode).toBe(404);
    expect((await service.as("a-stranger").post("${path}", { title: "Hello" })).statusCode).toBe(404);
  });
});
`,
  };
}
