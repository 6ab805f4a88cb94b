import type { CreateNoteBody, RenameNoteBody } from "@kumite/contracts/template/commands";
import type { NoteView } from "@kumite/contracts/template/views";
import { newId } from "@kumite/kit/ids";
import { requireMember } from "@kumite/kit/members";
import type { TemplateDeps } from "../aggregates.ts";
import { noteById } from "../queries/notes.ts";

// Each answers the note as its reader now finds it: the kit's handle waits for the service's
// projections, and the reply's position header (written by the kit) lets a later query wait too.

/** A member the directory knows writes a note. */
export async function createNote(deps: TemplateDeps, memberId: string, body: CreateNoteBody): Promise<NoteView> {
  await requireMember(deps.store, memberId);
  const noteId = newId();
  await deps.aggregates.notes.handle(
    noteId,
    { type: "CreateNote", data: { title: body.title, createdBy: memberId } },
    memberId,
    { expectNew: true },
  );
  return noteById(deps.store, noteId);
}

export async function renameNote(
  deps: TemplateDeps,
  memberId: string,
  noteId: string,
  body: RenameNoteBody,
): Promise<NoteView> {
  await deps.aggregates.notes.handle(noteId, { type: "RenameNote", data: { title: body.title } }, memberId);
  return noteById(deps.store, noteId);
}
