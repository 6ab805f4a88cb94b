import { DATA_EXPORTS } from "@kumite/contracts/identity/limits";
import type { DataExportView } from "@kumite/contracts/identity/views";
import type { ReadStore } from "@kumite/kit/read-store";
import { DATA_EXPORTS_COLLECTION, type DataExportDocument } from "../projections/data-exports.ts";

// An export is listed, and may be downloaded, for a week from its request; after that its parts are
// gone from their store, so it is as if it never was.

/** Asked for this many, at most, in a week (once every 10 minutes), with room to spare. */
const LIST_LIMIT = 2000;
/** Walked per run of the export job. */
const PREPARING_PER_RUN = 200;

const keptSince = (now: Date) => new Date(now.getTime() - DATA_EXPORTS.keptForMs).toISOString();

function viewOf(document: DataExportDocument): DataExportView {
  const { _id, requestedAt, readyAt, expiresAt } = document;
  return { id: _id, status: readyAt ? "ready" : "preparing", requestedAt, readyAt, expiresAt };
}

/** The member's exports of the last 7 days, newest first. */
export async function dataExportsOf(store: ReadStore, memberId: string, now: Date): Promise<DataExportView[]> {
  const documents = await store
    .collection<DataExportDocument>(DATA_EXPORTS_COLLECTION)
    .find({ memberId, requestedAt: { $gt: keptSince(now) } }, { sort: { requestedAt: -1 }, limit: LIST_LIMIT });
  return documents.map(viewOf);
}

/** One of the member's exports still kept; null for another's, an unknown or an expired one. */
export async function dataExportOf(
  store: ReadStore,
  memberId: string,
  exportId: string,
  now: Date,
): Promise<DataExportView | null> {
  const document = await store
    .collection<DataExportDocument>(DATA_EXPORTS_COLLECTION)
    .findOne({ _id: exportId, memberId });
  return document && document.requestedAt > keptSince(now) ? viewOf(document) : null;
}

/** Every export the member asked for that the read model still holds, kept or not. */
export async function dataExportIdsOf(store: ReadStore, memberId: string): Promise<string[]> {
  const documents = await store
    .collection<DataExportDocument>(DATA_EXPORTS_COLLECTION)
    .find({ memberId }, { fields: { _id: 1 } });
  return documents.map((document) => document._id);
}

/** Exports still preparing within their week, the oldest first: what the export job looks at. */
export async function preparingExports(store: ReadStore, now: Date): Promise<DataExportDocument[]> {
  return store
    .collection<DataExportDocument>(DATA_EXPORTS_COLLECTION)
    .find(
      { readyAt: null, requestedAt: { $gt: keptSince(now) } },
      { sort: { requestedAt: 1 }, limit: PREPARING_PER_RUN },
    );
}
