import { TEMPLATE_STREAM, noteSubject } from "@kumite/contracts/template/events";
import type { ServiceDeps } from "@kumite/kit/service";
import { noteDecider } from "./domain/note.ts";

export const templateAggregates = {
  /** One per note: its title and its author. */
  notes: { stream: TEMPLATE_STREAM, subject: noteSubject, decider: noteDecider },
};

export type TemplateDeps = ServiceDeps<typeof templateAggregates>;
