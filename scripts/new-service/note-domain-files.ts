import type { ServiceNames } from "./names.ts";

// The example aggregate, a note, as a decider (shaped like messaging's group-chat.ts) and its spec.

export function noteDomainFiles({ name }: ServiceNames): Record<string, string> {
  const folder = `services/${name}/src/domain`;
  return {
    [`${folder}/note.ts`]: `import type { NoteCreated, NoteEvent } from "@kumite/contracts/${name}/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";

// A note and its title. Both commands guard an invariant over the note's history (it is written
// once; only its author renames it), so both expect the version.

export type NoteState = { status: "none" } | { status: "written"; createdBy: string; title: string };
export const initialState: NoteState = { status: "none" };

export type CreateNote = Command<"CreateNote", Omit<NoteCreated, "noteId">>;
export type RenameNote = Command<"RenameNote", { title: string }>;
export type NoteCommand = CreateNote | RenameNote;

export const NOTE_NOT_FOUND = "Note not found";
export const AUTHOR_ONLY = "Only the note's author can do that";

export function evolve(state: NoteState, event: NoteEvent): NoteState {
  switch (event.type) {
    case "NoteCreated":
      return { status: "written", createdBy: event.data.createdBy, title: event.data.title };
    case "NoteRenamed":
      return state.status === "written" ? { ...state, title: event.data.title } : state;
  }
}

function create({ data, metadata }: CreateNote, state: NoteState): NoteEvent[] {
  if (state.status !== "none") throw new Conflict("This note already exists");
  return [{ type: "NoteCreated", data: { noteId: metadata.aggregateId, ...data } }];
}

function rename({ data, metadata }: RenameNote, state: NoteState): NoteEvent[] {
  if (state.status === "none") throw new NotFound(NOTE_NOT_FOUND);
  if (metadata.actorId !== state.createdBy) throw new Forbidden(AUTHOR_ONLY);
  if (data.title === state.title) return [];
  return [{ type: "NoteRenamed", data: { noteId: metadata.aggregateId, title: data.title } }];
}

export function decide(command: NoteCommand, state: NoteState): NoteEvent[] {
  switch (command.type) {
    case "CreateNote":
      return create(command, state);
    case "RenameNote":
      return rename(command, state);
    default: {
      const unknown: never = command;
      throw new Error(\`unknown command \${JSON.stringify(unknown)}\`);
    }
  }
}

export const noteDecider = { initialState, evolve, decide };
`,

    [`${folder}/note.unit.spec.ts`]: `import { describe, it } from "vitest";
import type { NoteEvent } from "@kumite/contracts/${name}/events";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing/decider-spec";
import { AUTHOR_ONLY, noteDecider } from "./note.ts";

const spec = deciderSpec(noteDecider, { aggregateId: "n1", actorId: "ana" });
const create = { type: "CreateNote", data: { title: "Guard passes", createdBy: "ana" } } as const;
const created: NoteEvent = { type: "NoteCreated", data: { noteId: "n1", title: "Guard passes", createdBy: "ana" } };
const rename = (title: string) => ({ type: "RenameNote", data: { title } }) as const;

describe("a note", () => {
  it("is written once", () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).thenThrows(Conflict);
  });

  it("is renamed by its author only, and only to another title", () => {
    spec
      .given([created])
      .when(rename("Sweeps"))
      .then([{ type: "NoteRenamed", data: { noteId: "n1", title: "Sweeps" } }]);
    spec.given([created]).when(rename("Guard passes")).then([]);
    spec.given([created]).when(rename("Mine now"), { actorId: "ben" }).thenThrows(Forbidden, AUTHOR_ONLY);
    spec.given([]).when(rename("Sweeps")).thenThrows(NotFound);
  });
});
`,
  };
}
