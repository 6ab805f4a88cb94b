// Small real files for upload tests: file-type recognises them by their first bytes.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];

export const pngBytes = (padding = 64) =>
  Buffer.concat([Buffer.from([...PNG_SIGNATURE, ...IHDR]), Buffer.alloc(padding)]);
export const htmlDisguisedAsPng = () => Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
