import { z } from "zod";
import { subjectId } from "../ids.ts";

// What the note routes accept: a title, trimmed, neither blank nor long.

export const NOTE_TITLE_MAX = 120;
const title = z
  .string()
  .trim()
  .min(1, "is required")
  .max(NOTE_TITLE_MAX, `must be at most ${NOTE_TITLE_MAX} characters`);

export const CreateNoteBody = z.object({ title });
export type CreateNoteBody = z.infer<typeof CreateNoteBody>;
export const RenameNoteBody = z.object({ title });
export type RenameNoteBody = z.infer<typeof RenameNoteBody>;
export const NoteIdParams = z.object({ id: subjectId("a note id") });
export type NoteIdParams = z.infer<typeof NoteIdParams>;
