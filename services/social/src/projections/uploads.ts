import { SOCIAL_STREAM, type UploadIssued, type UploadStored } from "@kumite/contracts/social/events";
import type { Projection } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { UPLOADS, type UploadDocument } from "./collections.ts";

// Issued and stored uploads: what serving a file and attaching it to a post look up.

export const uploadsProjection: Projection = {
  name: "uploads",
  stream: SOCIAL_STREAM.name,
  handles: ["UploadIssued", "UploadStored"],
  async apply(event, store) {
    const uploads = store.collection<UploadDocument>(UPLOADS);
    if (event.type === "UploadIssued") {
      const { uploadId, ownerId, expiresAt } = event.data as UploadIssued;
      await uploads.replaceOne(
        { _id: uploadId },
        { _id: uploadId, ownerId, expiresAt, status: "issued", contentType: null, size: null },
        { upsert: true },
      );
    } else {
      const { uploadId, contentType, size } = event.data as UploadStored;
      await uploads.updateOne({ _id: uploadId }, { $set: { status: "stored", contentType, size } });
    }
  },
};

export const findUpload = (store: ReadStore, uploadId: string) =>
  store.collection<UploadDocument>(UPLOADS).findOne({ _id: uploadId });
