import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { noteById, notesOf } from "../queries/notes.ts";
import { notesProjection } from "./notes.ts";

// The notes read model, from its events. projectionSpec also runs them against a hostile store
// (failed writes retried, events applied again, handlers twice at once) and expects the same notes.

const spec = projectionSpec([notesProjection]);

const created = (noteId: string, title: string, createdBy: string, occurredAt: string): GivenEvent => ({
  type: "NoteCreated",
  aggregateId: noteId,
  data: { noteId, title, createdBy },
  occurredAt,
});
const renamed = (noteId: string, title: string): GivenEvent => ({
  type: "NoteRenamed",
  aggregateId: noteId,
  data: { noteId, title },
});

describe("the notes projection", () => {
  it("lists each author's notes, newest first, under their latest title", () =>
    spec
      .given({
        TEMPLATE: [
          created("n1", "Sweeps", "ana", "2026-11-20T09:00:00.000Z"),
          created("n2", "Guard passes", "ana", "2026-11-20T10:00:00.000Z"),
          created("n3", "Takedowns", "ben", "2026-11-20T11:00:00.000Z"),
          renamed("n1", "Sweeps from guard"),
        ],
      })
      .then(async (store) => {
        expect((await notesOf(store, "ana")).map((note) => note.title)).toEqual(["Guard passes", "Sweeps from guard"]);
        expect(await noteById(store, "n3")).toEqual({
          id: "n3",
          title: "Takedowns",
          createdBy: "ben",
          createdAt: "2026-11-20T11:00:00.000Z",
        });
      }));
});
