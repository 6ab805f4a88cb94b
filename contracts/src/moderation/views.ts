import { z } from "zod";

export const NoteView = z.object({ id: z.string(), title: z.string(), createdBy: z.string(), createdAt: z.string() });
export type NoteView = z.infer<typeof NoteView>;
export const NoteList = z.array(NoteView);
