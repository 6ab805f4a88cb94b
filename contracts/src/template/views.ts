import { z } from "zod";
import { MemberId } from "../members.ts";

// What the note routes answer.

export const NoteView = z.object({ id: z.string(), title: z.string(), createdBy: MemberId, createdAt: z.string() });
export type NoteView = z.infer<typeof NoteView>;
export const NoteList = z.array(NoteView);
export type NoteList = z.infer<typeof NoteList>;
