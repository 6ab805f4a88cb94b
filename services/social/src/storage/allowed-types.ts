import { fileTypeFromBuffer } from "file-type";
import { ATTACHMENTS } from "@kumite/contracts/limits";
import { TooLarge, UnsupportedType } from "@kumite/kit/errors";

// Attachments are pictures and videos. The type is read from the file's first bytes, never from
// the name or the header the browser sent, so an HTML page or SVG renamed to .png is refused.

export const ALLOWED_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "video/mp4",
  "video/webm",
  "video/quicktime",
]);

/** Enough bytes for file-type to recognise every type we allow. */
export const SNIFF_BYTES = 4100;

export const TOO_LARGE = `A file may be at most ${ATTACHMENTS.maxFileBytes / 1024 / 1024} MB`;
export const WRONG_TYPE = "Only pictures (JPEG, PNG, GIF, WebP, AVIF) and videos (MP4, WebM, MOV) can be attached";

export async function allowedTypeOf(head: Uint8Array): Promise<string> {
  const detected = await detectedType(head);
  if (!detected || !ALLOWED_TYPES.has(detected.mime))
    throw new UnsupportedType(WRONG_TYPE, { code: "upload.unsupported-type" });
  return detected.mime;
}

/**
 * What the first bytes say the file is, or undefined. They are the sender's: a file that stops
 * inside its own header (a PNG signature and three bytes more) makes file-type throw its
 * EndOfStreamError, and a file that cannot be read is one we cannot tell apart from any other.
 */
async function detectedType(head: Uint8Array) {
  try {
    return await fileTypeFromBuffer(head);
  } catch {
    return undefined;
  }
}

export function checkSize(size: number): void {
  if (size > ATTACHMENTS.maxFileBytes) throw new TooLarge(TOO_LARGE, { code: "upload.too-large" });
}
