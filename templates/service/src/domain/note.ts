import type { NoteCreated, NoteEvent } from "@kumite/contracts/template/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Forbidden, NotFound } from "@kumite/kit/errors";

// A note and its title. Both commands guard an invariant over the note's history (it is written
// once; only its author renames it), so both expect the version.
//
// Each refusal names its code from contracts/src/error-codes.ts, which the web translates. A note's
// are its kinds' own; a refusal the web words on its own gets a code of its own there
// (`<thing>.<refusal>`, as `gym.open-mat-exists`), with its translation in the web.

export type NoteState = { status: "none" } | { status: "written"; createdBy: string; title: string };
export const initialState: NoteState = { status: "none" };

export type CreateNote = Command<"CreateNote", Omit<NoteCreated, "noteId">>;
export type RenameNote = Command<"RenameNote", { title: string }>;
export type NoteCommand = CreateNote | RenameNote;

export const NOTE_EXISTS = "This note exists already";
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
  if (state.status !== "none") throw new Conflict(NOTE_EXISTS, { code: "conflict" });
  return [{ type: "NoteCreated", data: { noteId: metadata.aggregateId, ...data } }];
}

/** Renaming a note to the title it has changes nothing. */
function rename({ data, metadata }: RenameNote, state: NoteState): NoteEvent[] {
  if (state.status === "none") throw new NotFound(NOTE_NOT_FOUND, { code: "not-found" });
  if (metadata.actorId !== state.createdBy) throw new Forbidden(AUTHOR_ONLY, { code: "forbidden" });
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
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const noteDecider = { initialState, evolve, decide };
