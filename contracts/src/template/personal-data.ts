import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { NoteEvent } from "./events.ts";

// The template a new service is made from: a service made from it classifies its own events.

export const templatePersonalData: PersonalDataOf<NoteEvent> = {
  NoteCreated: notPersonal("the template's example; no member writes it"),
  NoteRenamed: notPersonal("the template's example; no member writes it"),
};
