import { TEMPLATE_STREAM, type NoteEvent } from "@kumite/contracts/template/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce } from "@kumite/kit/read-store";

// The notes, listed by their author, newest first. Applied again (a retry, a replay), a note's
// creation leaves the note as it is, and a rename sets the title it set before.

export const NOTES = "notes";
export type NoteDocument = { _id: string; title: string; createdBy: string; createdAt: string };

export const notesProjection = defineProjection<EventsOf<NoteEvent>>({
  name: "notes",
  streams: [TEMPLATE_STREAM.name],
  async setup(store) {
    await store.collection(NOTES).createIndex({ createdBy: 1, createdAt: -1 });
  },
  on: {
    async NoteCreated({ data, occurredAt }, store) {
      const { noteId, ...note } = data;
      await insertOnce(store.collection<NoteDocument>(NOTES), { _id: noteId, ...note, createdAt: occurredAt });
    },
    async NoteRenamed({ data }, store) {
      await store.collection<NoteDocument>(NOTES).updateOne({ _id: data.noteId }, { $set: { title: data.title } });
    },
  },
});
