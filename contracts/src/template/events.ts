// Template's events, on the TEMPLATE stream: `template.note.<noteId>`, a note and its title.

export type NoteCreated = { noteId: string; title: string; createdBy: string };
export type NoteRenamed = { noteId: string; title: string };
export type NoteEvent = { type: "NoteCreated"; data: NoteCreated } | { type: "NoteRenamed"; data: NoteRenamed };

export const TEMPLATE_STREAM = { name: "TEMPLATE", subjects: ["template.>"] } as const;
export const noteSubject = (noteId: string) => `template.note.${noteId}`;
