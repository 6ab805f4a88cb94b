import { describe, it } from "vitest";
import { Conflict, Forbidden, Gone, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing/decider-spec";
import { UPLOAD_EXPIRED, UPLOAD_USED, uploadDecider } from "./upload.ts";

const spec = deciderSpec(uploadDecider);
const issued = { type: "UploadIssued", data: { uploadId: "f1", ownerId: "u1", expiresAt: "2026-11-21T10:15:00.000Z" } } as const;
const file = { uploadId: "f1", objectKey: "f1", contentType: "image/png", size: 1200 };
const store = (ownerId: string, now: string) => ({ type: "StoreUpload", data: { ...file, ownerId, now } }) as const;
const stored = { type: "UploadStored", data: file } as const;

describe("upload", () => {
  it("is issued once", () => {
    spec.given([]).when({ type: "IssueUpload", data: issued.data }).then([issued]);
    spec.given([issued]).when({ type: "IssueUpload", data: issued.data }).thenThrows(Conflict);
  });
  it("stores a file for its owner before it expires", () =>
    spec.given([issued]).when(store("u1", "2026-11-21T10:14:59.000Z")).then([stored]));
  it("refuses a file from anyone else", () =>
    spec.given([issued]).when(store("u2", "2026-11-21T10:00:00.000Z")).thenThrows(Forbidden));
  it("refuses a file after it expired", () =>
    spec.given([issued]).when(store("u1", "2026-11-21T10:15:00.000Z")).thenThrows(Gone, UPLOAD_EXPIRED));
  it("is used once", () =>
    spec.given([issued, stored]).when(store("u1", "2026-11-21T10:01:00.000Z")).thenThrows(Conflict, UPLOAD_USED));
  it("cannot store without a ticket", () =>
    spec.given([]).when(store("u1", "2026-11-21T10:01:00.000Z")).thenThrows(NotFound));
});
