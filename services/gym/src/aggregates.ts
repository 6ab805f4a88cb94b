import { GYM_STREAM, noteSubject } from "@kumite/contracts/gym/events";
import type { ServiceDeps } from "@kumite/kit/service/define-service";
import { noteDecider } from "./domain/note.ts";

export const gymAggregates = {
  notes: { stream: GYM_STREAM, subject: noteSubject, decider: noteDecider },
};

export type GymDeps = ServiceDeps<typeof gymAggregates>;
