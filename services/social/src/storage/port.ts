import type { Readable } from "node:stream";

// Where attachment files live. The disk adapter receives the bytes itself (through the gateway)
// and checks them as they arrive; the S3 adapter hands out presigned PUT URLs and checks the
// object when a post attaches it. Either way a file is only ever attached after it was checked.

export type StoredObject = { contentType: string; size: number };
/** Checked bytes held aside until the upload ticket is used up: then kept, or discarded. */
export type ReceivedFile = StoredObject & { keep(): Promise<void>; discard(): Promise<void> };

export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  /** The URL the browser PUTs the file to, for the next `validForS` seconds. */
  uploadUrl(uploadId: string, validForS: number): Promise<string>;
  /** disk only: stores the request body, enforcing the size limit and the type allow-list. */
  receive?(uploadId: string, body: Readable, declaredLength: number | null): Promise<ReceivedFile>;
  /** s3 only: checks an object uploaded straight to the bucket; null when nothing was uploaded. */
  inspect?(uploadId: string): Promise<StoredObject | null>;
  /** The file's bytes, or null when there is none. */
  read(uploadId: string): Promise<Readable | null>;
  remove(uploadId: string): Promise<void>;
}
