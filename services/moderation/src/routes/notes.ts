import { CreateNoteBody, NoteIdParams, RenameNoteBody } from "@kumite/contracts/moderation/commands";
import { NoteList, NoteView } from "@kumite/contracts/moderation/views";
import { positionHeader } from "@kumite/kit/http/position-header";
import type { ServiceRoutes } from "@kumite/kit/service/define-service";
import type { ModerationDeps } from "../aggregates.ts";
import { createNote, renameNote } from "../handlers/notes.ts";
import { noteById, notesOf } from "../queries/notes.ts";

export const noteRoutes: ServiceRoutes<ModerationDeps> = async (app, { deps }) => {
  app.get(
    "/api/moderation",
    { schema: { description: "The actor's notes, newest first.", response: { 200: NoteList } } },
    async (request) => notesOf(deps.store, request.memberId),
  );

  app.post(
    "/api/moderation",
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
    "/api/moderation/:id",
    { schema: { description: "One note.", params: NoteIdParams, response: { 200: NoteView } } },
    async (request) => noteById(deps.store, request.params.id),
  );

  app.patch(
    "/api/moderation/:id",
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
