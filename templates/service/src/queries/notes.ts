import type { NoteView } from "@kumite/contracts/template/views";
import { NotFound } from "@kumite/kit/errors";
import type { ReadStore } from "@kumite/kit/read-store";
import { NOTE_NOT_FOUND } from "../domain/note.ts";
import { NOTES, type NoteDocument } from "../projections/notes.ts";

/** The most notes one list holds. */
export const NOTE_LIST_MAX = 100;

const viewOf = ({ _id: id, title, createdBy, createdAt }: NoteDocument): NoteView => ({
  id,
  title,
  createdBy,
  createdAt,
});

export async function noteById(store: ReadStore, noteId: string): Promise<NoteView> {
  const note = await store.collection<NoteDocument>(NOTES).findOne({ _id: noteId });
  if (!note) throw new NotFound(NOTE_NOT_FOUND, { code: "not-found" });
  return viewOf(note);
}

/** A member's notes, newest first. */
export async function notesOf(store: ReadStore, memberId: string): Promise<NoteView[]> {
  const notes = await store
    .collection<NoteDocument>(NOTES)
    .find({ createdBy: memberId }, { sort: { createdAt: -1 }, limit: NOTE_LIST_MAX });
  return notes.map(viewOf);
}
