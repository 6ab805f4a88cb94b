import { SOCIAL_STREAM, type UploadEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import type { ReadStore } from "@kumite/kit/read-store";
import { UPLOADS, type UploadDocument } from "./collections.ts";

// Issued and stored uploads: what serving a file and attaching it to a post look up.

export const uploadsProjection = defineProjection<EventsOf<UploadEvent>>({
  name: "uploads",
  streams: [SOCIAL_STREAM.name],
  on: {
    async UploadIssued({ data }, store) {
      const { uploadId, ownerId, expiresAt } = data;
      await store
        .collection<UploadDocument>(UPLOADS)
        .replaceOne(
          { _id: uploadId },
          { _id: uploadId, ownerId, expiresAt, status: "issued", contentType: null, size: null },
          { upsert: true },
        );
    },
    async UploadStored({ data }, store) {
      const { uploadId, contentType, size } = data;
      await store
        .collection<UploadDocument>(UPLOADS)
        .updateOne({ _id: uploadId }, { $set: { status: "stored", contentType, size } });
    },
  },
});

export const findUpload = (store: ReadStore, uploadId: string) =>
  store.collection<UploadDocument>(UPLOADS).findOne({ _id: uploadId });
