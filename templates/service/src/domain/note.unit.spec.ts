import { describe, it } from "vitest";
import type { NoteEvent } from "@kumite/contracts/template/events";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { AUTHOR_ONLY, NOTE_EXISTS, NOTE_NOT_FOUND, noteDecider } from "./note.ts";

const spec = deciderSpec(noteDecider, { aggregateId: "n1", actorId: "ana" });
const create = { type: "CreateNote", data: { title: "Guard passes", createdBy: "ana" } } as const;
const created: NoteEvent = { type: "NoteCreated", data: { noteId: "n1", title: "Guard passes", createdBy: "ana" } };
const rename = (title: string) => ({ type: "RenameNote", data: { title } }) as const;

describe("a note", () => {
  it("is written once", () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).thenThrows(Conflict, NOTE_EXISTS);
  });

  it("is renamed by its author only, and only to another title", () => {
    spec
      .given([created])
      .when(rename("Sweeps"))
      .then([{ type: "NoteRenamed", data: { noteId: "n1", title: "Sweeps" } }]);
    spec.given([created]).when(rename("Guard passes")).then([]);
    spec.given([created]).when(rename("Mine now"), { actorId: "ben" }).thenThrows(Forbidden, AUTHOR_ONLY);
    spec.given([]).when(rename("Sweeps")).thenThrows(NotFound, NOTE_NOT_FOUND);
  });
});
