import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { findUpload, uploadsProjection } from "./uploads.ts";

// What serving a file and attaching it to a post look up: whose upload it is, and whether its file
// was stored, with the type and size it is served with.

const spec = projectionSpec([uploadsProjection]);

const issued = (uploadId: string, ownerId: string): GivenEvent => ({
  type: "UploadIssued",
  aggregateId: uploadId,
  data: { uploadId, ownerId, expiresAt: "2026-11-20T09:15:00.000Z" },
});
const stored = (uploadId: string, contentType: string, size: number): GivenEvent => ({
  type: "UploadStored",
  aggregateId: uploadId,
  data: { uploadId, objectKey: uploadId, contentType, size },
});

describe("the uploads projection", () => {
  it("knows an issued upload's owner before its file is stored, and its type and size after", () =>
    spec
      .given({
        SOCIAL: [issued("f1", "u1"), issued("f2", "u2"), stored("f1", "image/png", 2048)],
      })
      .then(async (store) => {
        expect(await findUpload(store, "f1")).toEqual({
          _id: "f1",
          ownerId: "u1",
          status: "stored",
          expiresAt: "2026-11-20T09:15:00.000Z",
          contentType: "image/png",
          size: 2048,
        });
        expect(await findUpload(store, "f2")).toEqual({
          _id: "f2",
          ownerId: "u2",
          status: "issued",
          expiresAt: "2026-11-20T09:15:00.000Z",
          contentType: null,
          size: null,
        });
        expect(await findUpload(store, "f3")).toBeNull();
      }));
});
