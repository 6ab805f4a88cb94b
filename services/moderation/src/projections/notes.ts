import { MODERATION_STREAM, type NoteEvent } from "@kumite/contracts/moderation/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";

// The notes, listed by their author, newest first.

export const NOTES = "notes";
export type NoteDocument = { _id: string; title: string; createdBy: string; createdAt: string };

export const notesProjection = defineProjection<EventsOf<NoteEvent>>({
  name: "notes",
  streams: [MODERATION_STREAM.name],
  async setup(store) {
    await store.collection(NOTES).createIndex({ createdBy: 1, createdAt: -1 });
  },
  on: {
    async NoteCreated({ data, occurredAt }, store) {
      const { noteId, ...note } = data;
      const document: NoteDocument = { _id: noteId, ...note, createdAt: occurredAt };
      await store.collection<NoteDocument>(NOTES).replaceOne({ _id: noteId }, document, { upsert: true });
    },
    async NoteRenamed({ data }, store) {
      await store.collection<NoteDocument>(NOTES).updateOne({ _id: data.noteId }, { $set: { title: data.title } });
    },
  },
});
