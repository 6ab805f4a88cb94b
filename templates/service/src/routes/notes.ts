import { CreateNoteBody, NoteIdParams, RenameNoteBody } from "@kumite/contracts/template/commands";
import { NoteList, NoteView } from "@kumite/contracts/template/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { TemplateDeps } from "../aggregates.ts";
import { createNote, renameNote } from "../handlers/notes.ts";
import { noteById, notesOf } from "../queries/notes.ts";

export const noteRoutes: ServiceRoutes<TemplateDeps> = async (app, { deps }) => {
  app.get(
    "/api/template",
    {
      schema: {
        description: "The actor's notes, newest first, at most 100.",
        response: { 200: NoteList },
      },
    },
    async (request) => notesOf(deps.store, request.memberId),
  );

  app.post(
    "/api/template",
    {
      schema: {
        description: "Write a note; the actor is its author.",
        body: CreateNoteBody,
        response: { 201: NoteView },
      },
    },
    async (request, reply) => reply.code(201).send(await createNote(deps, request.memberId, request.body)),
  );

  app.get(
    "/api/template/:id",
    {
      schema: {
        description: "One note.",
        params: NoteIdParams,
        response: { 200: NoteView },
      },
    },
    async (request) => noteById(deps.store, request.params.id),
  );

  app.patch(
    "/api/template/:id",
    {
      schema: {
        description: "Rename a note (its author only; to the title it has: no change).",
        params: NoteIdParams,
        body: RenameNoteBody,
        response: { 200: NoteView },
      },
    },
    async (request) => renameNote(deps, request.memberId, request.params.id, request.body),
  );
};
