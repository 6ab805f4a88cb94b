export type AttachmentKind = "image" | "video";

/**
 * Attachment URLs carry no extension, so the type known at upload time is kept here for the
 * session: a fresh post shows its picture or video right away. Anything else is tried as a
 * picture first and falls back to a video (components/attachment-media.tsx).
 */
const known = new Map<string, AttachmentKind>();

export function kindOfContentType(contentType: string): AttachmentKind | undefined {
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("video/")) return "video";
  return undefined;
}

export function rememberAttachmentKind(url: string, contentType: string): void {
  const kind = kindOfContentType(contentType);
  if (kind) known.set(url, kind);
}

export function knownAttachmentKind(url: string): AttachmentKind | undefined {
  return known.get(url);
}
