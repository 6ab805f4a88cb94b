import { randomBytes } from "node:crypto";

/** An ObjectId-shaped string: our documents' `_id` is always a string, even when upserted. */
export function newDocumentId(): string {
  return randomBytes(12).toString("hex");
}
