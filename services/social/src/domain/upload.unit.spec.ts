import { describe, it } from "vitest";
import { Conflict, Expired, Forbidden, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { UPLOAD_EXPIRED, UPLOAD_USED, uploadDecider } from "./upload.ts";

const spec = deciderSpec(uploadDecider, { aggregateId: "f1", now: new Date("2026-11-21T10:00:00.000Z") });
const issued = {
  type: "UploadIssued",
  data: { uploadId: "f1", ownerId: "u1", expiresAt: "2026-11-21T10:15:00.000Z" },
} as const;
const file = { contentType: "image/png", size: 1200 };
const store = (ownerId: string) => ({ type: "StoreUpload", data: { ...file, ownerId } }) as const;
const at = (time: string) => ({ now: new Date(`2026-11-21T${time}.000Z`) });
const stored = { type: "UploadStored", data: { uploadId: "f1", objectKey: "f1", ...file } } as const;

describe("upload", () => {
  it("is issued once, for 15 minutes", () => {
    spec
      .given([])
      .when({ type: "IssueUpload", data: { ownerId: "u1" } })
      .then([issued]);
    spec
      .given([issued])
      .when({ type: "IssueUpload", data: { ownerId: "u1" } })
      .thenThrows(Conflict);
  });
  it("stores a file for its owner before it expires", () =>
    spec.given([issued]).when(store("u1"), at("10:14:59")).then([stored]));
  it("refuses a file from anyone else", () =>
    spec.given([issued]).when(store("u2"), at("10:00:00")).thenThrows(Forbidden));
  it("refuses a file after it expired", () =>
    spec.given([issued]).when(store("u1"), at("10:15:00")).thenThrows(Expired, UPLOAD_EXPIRED));
  it("is used once", () =>
    spec.given([issued, stored]).when(store("u1"), at("10:01:00")).thenThrows(Conflict, UPLOAD_USED));
  it("cannot store without a ticket", () => spec.given([]).when(store("u1"), at("10:01:00")).thenThrows(NotFound));
});
