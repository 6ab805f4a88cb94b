import { DOJO_STREAM, noteSubject } from "@kumite/contracts/dojo/events";
import type { ServiceDeps } from "@kumite/kit/service/define-service";
import { noteDecider } from "./domain/note.ts";

export const dojoAggregates = {
  notes: { stream: DOJO_STREAM, subject: noteSubject, decider: noteDecider },
};

export type DojoDeps = ServiceDeps<typeof dojoAggregates>;
