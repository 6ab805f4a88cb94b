import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";

// A picture as every viewer gets it: upright (its EXIF orientation applied) and with none of its
// metadata, so a photo taken at home never carries its GPS position (EXIF, XMP) to whoever sees the
// post. The stored original is the member's own and stays as it was (their data export keeps it);
// the clean copy is made when served, so pictures uploaded before this rule are served clean too.

const PICTURES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
/** Clean copies kept in memory, by the bytes they hold: a post's picture is asked for again and again. */
const KEPT_MAX_BYTES = 64 * 1024 * 1024;

const kept = new Map<string, Buffer>();
let keptBytes = 0;

export const isPicture = (contentType: string): boolean => PICTURES.has(contentType);

/**
 * The picture `uploadId` as served: re-encoded in its own format, upright, without metadata; null
 * for bytes that do not decode as a picture (then nothing of it is served).
 */
export async function servedPicture(uploadId: string, contentType: string, original: Readable): Promise<Buffer | null> {
  const known = kept.get(uploadId);
  if (known) {
    original.destroy();
    return known;
  }
  // sharp keeps no metadata unless asked, and writes the input's format; `rotate()` turns the
  // pixels as the orientation tag said before the tag goes. Every frame of an animation is kept.
  const picture = sharp(await buffer(original), { animated: true }).rotate();
  // A photo keeps its look: sharp's default JPEG and WebP quality (80) is below a phone camera's.
  if (contentType === "image/jpeg") picture.jpeg({ quality: 90 });
  if (contentType === "image/webp") picture.webp({ quality: 90 });
  const clean = await picture.toBuffer().catch(() => null);
  if (clean) keep(uploadId, clean);
  return clean;
}

function keep(uploadId: string, clean: Buffer): void {
  if (clean.length > KEPT_MAX_BYTES / 4) return;
  kept.set(uploadId, clean);
  keptBytes += clean.length;
  for (const [oldest, bytes] of kept) {
    if (keptBytes <= KEPT_MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= bytes.length;
  }
}

/** An erased member's picture must not outlive its stored file in this process. */
export function forgetServedPicture(uploadId: string): void {
  const bytes = kept.get(uploadId);
  if (!bytes) return;
  kept.delete(uploadId);
  keptBytes -= bytes.length;
}
