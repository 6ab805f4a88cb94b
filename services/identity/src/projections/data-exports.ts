import { IDENTITY_STREAM, type DataExportEvent } from "@kumite/contracts/identity/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce } from "@kumite/kit/read-store";

// Members' data exports as the list shows them and the export job walks them: preparing until
// DataExportReady, which says until when the archive is kept. Both events of one export are on one
// subject, so they come in order; applied again, each writes what it wrote before.

export type DataExportDocument = {
  _id: string;
  memberId: string;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
};
export const DATA_EXPORTS_COLLECTION = "data_exports";

export const dataExportsProjection = defineProjection<EventsOf<DataExportEvent>>({
  name: "data-exports",
  streams: [IDENTITY_STREAM.name],
  async setup(store) {
    const exports = store.collection(DATA_EXPORTS_COLLECTION);
    await exports.createIndex({ memberId: 1, requestedAt: -1 });
    // The job's walk: those still preparing, oldest first.
    await exports.createIndex({ readyAt: 1, requestedAt: 1 });
  },
  on: {
    async DataExportRequested({ data }, store) {
      const { exportId, memberId, requestedAt } = data;
      await insertOnce(store.collection<DataExportDocument>(DATA_EXPORTS_COLLECTION), {
        _id: exportId,
        memberId,
        requestedAt,
        readyAt: null,
        expiresAt: null,
      });
    },
    async DataExportReady({ data, occurredAt }, store) {
      await store
        .collection<DataExportDocument>(DATA_EXPORTS_COLLECTION)
        .updateOne({ _id: data.exportId }, { $set: { readyAt: occurredAt, expiresAt: data.expiresAt } });
    },
  },
});
