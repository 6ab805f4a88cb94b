import { ATTACHMENTS } from "@kumite/contracts/limits";

export interface AttachmentRefusal {
  title: string;
  detail: string;
}

const MAX_MB = ATTACHMENTS.maxFileBytes / 1024 / 1024;

export const tooLarge = (file: { size: number }) => file.size > ATTACHMENTS.maxFileBytes;

/**
 * Why a chosen file may not be attached (SPEC §9: at most 5 files, 50 MB each), or null.
 * `attachedBefore` counts the files already in the list and the accepted ones chosen with it.
 */
export function refuseAttachment(file: { name: string; size: number }, attachedBefore: number): AttachmentRefusal | null {
  if (tooLarge(file)) return { title: "File too large", detail: `${file.name} is larger than ${MAX_MB} MB.` };
  if (attachedBefore >= ATTACHMENTS.maxFiles) {
    return { title: "Too many files", detail: `A post can have at most ${ATTACHMENTS.maxFiles} attachments.` };
  }
  return null;
}
