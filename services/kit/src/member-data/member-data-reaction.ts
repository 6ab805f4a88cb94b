import { IDENTITY_STREAM, dataExportSubject, type DataExportEvent } from "@kumite/contracts/identity/events";
import { DATA_EXPORTS } from "@kumite/contracts/identity/limits";
import type { ServiceName } from "@kumite/contracts/services";
import type { Nats } from "../nats.ts";
import type { EventsOf } from "../projection/define.ts";
import { defineReaction } from "../reaction/define.ts";
import type { Reaction } from "../reaction/define.ts";
import type { MemberDataSource } from "../service/member-data.ts";
import { ExportStore } from "./export-store.ts";

// How a service's part reaches a member's export: the kit runs this reaction for every service that
// declares `memberData`, on identity's requests. Each request is handled at least once by one
// instance of the service; a repeat gathers the part again and overwrites it, so nothing doubles,
// and the part's completion mark goes in last, so identity never takes a half-written part for one.

const stores = new WeakMap<Nats, Promise<ExportStore>>();

/** The export store of a connection, opened once. */
export function exportStoreOf(nats: Nats): Promise<ExportStore> {
  let store = stores.get(nats);
  if (!store) {
    store = ExportStore.open(nats);
    // A failed open is tried again on the next request.
    store.catch(() => stores.delete(nats));
    stores.set(nats, store);
  }
  return store;
}

export function memberDataReaction<Deps extends { name: ServiceName; nats: Nats; clock: () => Date }>(
  source: MemberDataSource<Deps>,
): Reaction<Deps> {
  return defineReaction<EventsOf<DataExportEvent>, Deps>({
    name: "member-data",
    stream: IDENTITY_STREAM.name,
    subjects: [dataExportSubject("*")],
    on: {
      async DataExportRequested({ data }, deps) {
        // A reaction new to the log (a service that just began to give a part) reads every request
        // ever made: those past their week are nobody's to download any more.
        if (Date.parse(data.requestedAt) + DATA_EXPORTS.keptForMs <= deps.clock().getTime()) return;
        const part = await source.collect(deps, data.memberId);
        await (await exportStoreOf(deps.nats)).putPart(data.exportId, deps.name, part);
      },
    },
  });
}
