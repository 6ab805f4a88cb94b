// Gym's events, on the GYM stream: `gym.note.<noteId>` (a note and its title).

export type NoteCreated = { noteId: string; title: string; createdBy: string };
export type NoteRenamed = { noteId: string; title: string };
export type NoteEvent = { type: "NoteCreated"; data: NoteCreated } | { type: "NoteRenamed"; data: NoteRenamed };

export const GYM_STREAM = { name: "GYM", subjects: ["gym.>"] } as const;
export const noteSubject = (noteId: string) => `gym.note.${noteId}`;
