import { buffer } from "node:stream/consumers";
import type { MemberFile } from "@kumite/kit/service";
import type { UploadDocument } from "../projections/collections.ts";
import type { ObjectStorage } from "./port.ts";

// The files a member uploaded, as their export's archive holds them: named by upload id (what their
// posts' attachment URLs end with) and the extension of the type the bytes were checked to be, so
// the archive opens on any computer. Read only when the archive is written, one file at a time.

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

export function fileNameOf(upload: Pick<UploadDocument, "_id" | "contentType">): string {
  const extension = upload.contentType ? EXTENSIONS[upload.contentType] : undefined;
  return `attachments/${upload._id}${extension ? `.${extension}` : ""}`;
}

export function memberFiles(storage: ObjectStorage, uploads: readonly UploadDocument[]): MemberFile[] {
  return uploads.map((upload) => ({
    name: fileNameOf(upload),
    async bytes() {
      const stream = await storage.read(upload._id);
      // Gone since the export began (the account is being deleted): an empty file says so.
      return stream ? new Uint8Array(await buffer(stream)) : new Uint8Array();
    },
  }));
}
