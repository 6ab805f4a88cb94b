import type { ReadStore } from "@kumite/kit/read-store";
import { DOJOS, type DojoDocument } from "../projections/dojos.ts";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";

// The training events a member organised, took a place in or waits for, for their export: each
// with its dojo's name and how many take part, not who (the others' places are theirs).

export async function trainingEventsForExport(store: ReadStore, memberId: string) {
  const events = store.collection<TrainingEventDocument>(TRAINING_EVENTS);
  const sort = { sort: { eventDate: 1 as const } };
  const [organised, joined, waiting] = await Promise.all([
    events.find({ createdBy: memberId }, sort),
    events.find({ participants: memberId }, sort),
    events.find({ waitlist: memberId }, sort),
  ]);
  const dojoIds = new Set([...organised, ...joined, ...waiting].map((event) => event.dojoId));
  const dojos = await store
    .collection<DojoDocument>(DOJOS)
    .find({ _id: { $in: [...dojoIds] } }, { fields: { name: 1 } });
  const names = new Map(dojos.map((dojo) => [dojo._id, dojo.name]));
  const view = (event: TrainingEventDocument) => ({
    id: event._id,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    dojo: { id: event.dojoId, name: names.get(event.dojoId) ?? null },
    isDojoOnly: event.isDojoOnly,
    maxParticipants: event.maxParticipants,
    participantCount: event.participants.length,
    cancelled: event.cancelled,
  });
  return {
    organised: organised.map(view),
    joined: joined.map(view),
    waitlisted: waiting.map((event) => ({ ...view(event), place: event.waitlist.indexOf(memberId) + 1 })),
  };
}
