import { ATTACHMENTS } from "@kumite/contracts/limits";
import type { TFunction } from "i18next";
import { fixedText } from "@/shared/i18n/register-catalog.ts";
import "../i18n/catalog.ts"; // registers the posts catalog that the default `t` reads

export interface AttachmentRefusal {
  title: string;
  detail: string;
}

const MAX_MB = ATTACHMENTS.maxFileBytes / 1024 / 1024;

export const tooLarge = (file: { size: number }) => file.size > ATTACHMENTS.maxFileBytes;

/**
 * Why a chosen file may not be attached (SPEC §9: at most 5 files, 50 MB each), or null, in the
 * words of `t` (components pass their hook's). `attachedBefore` counts the files already in the
 * list and the accepted ones chosen with it.
 */
export function refuseAttachment(
  file: { name: string; size: number },
  attachedBefore: number,
  t: TFunction<"posts"> = fixedText("posts"),
): AttachmentRefusal | null {
  if (tooLarge(file)) {
    return {
      title: t("attachments.tooLarge"),
      detail: t("attachments.tooLargeDetail", { name: file.name, maxMb: MAX_MB }),
    };
  }
  if (attachedBefore >= ATTACHMENTS.maxFiles) {
    return { title: t("attachments.tooMany"), detail: t("attachments.tooManyDetail", { count: ATTACHMENTS.maxFiles }) };
  }
  return null;
}
