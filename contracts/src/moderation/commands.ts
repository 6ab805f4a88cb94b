import { z } from "zod";

const NOTE_TITLE_MAX = 120;
const title = z
  .string()
  .trim()
  .min(1, "is required")
  .max(NOTE_TITLE_MAX, `must be at most ${NOTE_TITLE_MAX} characters`);

export const CreateNoteBody = z.object({ title });
export type CreateNoteBody = z.infer<typeof CreateNoteBody>;
export const RenameNoteBody = z.object({ title });
export type RenameNoteBody = z.infer<typeof RenameNoteBody>;
export const NoteIdParams = z.object({ id: z.string().min(1).max(64) });
