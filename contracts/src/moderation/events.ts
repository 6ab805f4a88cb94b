// Moderation's events, on the MODERATION stream: `moderation.note.<noteId>` (a note and its title).

export type NoteCreated = { noteId: string; title: string; createdBy: string };
export type NoteRenamed = { noteId: string; title: string };
export type NoteEvent = { type: "NoteCreated"; data: NoteCreated } | { type: "NoteRenamed"; data: NoteRenamed };

export const MODERATION_STREAM = { name: "MODERATION", subjects: ["moderation.>"] } as const;
export const noteSubject = (noteId: string) => `moderation.note.${noteId}`;
