import sharp from "sharp";

// Small real files for upload tests: file-type recognises them by their first bytes.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];

export const pngBytes = (padding = 64) =>
  Buffer.concat([Buffer.from([...PNG_SIGNATURE, ...IHDR]), Buffer.alloc(padding)]);
/** A real 1×1 PNG: the server sniffs the bytes, and serving a picture decodes it. */
export const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const htmlDisguisedAsPng = () => Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

/** A real picture of `width` × `height` (PNG), as a phone might send one without metadata. */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#b3261e" } })
    .png()
    .toBuffer();

/**
 * A photo as a phone takes it at home: 40 × 20 pixels stored sideways with an EXIF orientation
 * (turn it a quarter to stand it up) and the GPS position where it was taken.
 */
export const photoTakenAtHome = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: "#1e5bb3" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 30/1", GPSLongitudeRef: "W", GPSLongitude: "9/1 8/1 20/1" },
    })
    .toBuffer();

/** What a served picture tells: its format and size as it shows, and any metadata left in it. */
export async function shown(bytes: Buffer) {
  const { format, width, height, orientation, exif, xmp, iptc } = await sharp(bytes).metadata();
  return { format, width, height, orientation: orientation ?? null, metadata: Boolean(exif || xmp || iptc) };
}
