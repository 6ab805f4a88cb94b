// Dojo's events, on the DOJO stream: `dojo.note.<noteId>` (a note and its title).

export type NoteCreated = { noteId: string; title: string; createdBy: string };
export type NoteRenamed = { noteId: string; title: string };
export type NoteEvent = { type: "NoteCreated"; data: NoteCreated } | { type: "NoteRenamed"; data: NoteRenamed };

export const DOJO_STREAM = { name: "DOJO", subjects: ["dojo.>"] } as const;
export const noteSubject = (noteId: string) => `dojo.note.${noteId}`;
