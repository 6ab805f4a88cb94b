import type { CreateNoteBody, RenameNoteBody } from "@kumite/contracts/moderation/commands";
import type { NoteView } from "@kumite/contracts/moderation/views";
import type { Position } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { requireMember } from "@kumite/kit/members/queries";
import type { ModerationDeps } from "../aggregates.ts";
import { noteById } from "../queries/notes.ts";

/** A member the directory knows writes a note. */
export async function createNote(
  deps: ModerationDeps,
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
  deps: ModerationDeps,
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
