import { ATTACHMENT_URL } from "@kumite/contracts/social/commands";
import { Forbidden, InvalidInput } from "@kumite/kit/errors";
import { findUpload } from "../projections/uploads.ts";
import type { SocialDeps } from "../aggregates.ts";

export const NOT_UPLOADED = "An attachment was not uploaded yet";

/**
 * A post may carry only files this service stored for its author. With S3 the bytes went
 * straight to the bucket, so the file is checked here, the first time a post attaches it.
 */
export async function checkAttachments(deps: SocialDeps, authorId: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const uploadId = ATTACHMENT_URL.exec(url)![1]!;
    const upload = await findUpload(deps.store, uploadId);
    if (!upload) throw new InvalidInput(NOT_UPLOADED, { code: "attachment.not-uploaded" });
    if (upload.ownerId !== authorId)
      throw new Forbidden("You can only attach files you uploaded", { code: "attachment.not-own" });
    if (upload.status === "stored") continue;
    const inspected = deps.storage.inspect ? await deps.storage.inspect(uploadId) : null;
    if (!inspected) throw new InvalidInput(NOT_UPLOADED, { code: "attachment.not-uploaded" });
    await deps.aggregates.uploads.handle(
      uploadId,
      { type: "StoreUpload", data: { ownerId: authorId, ...inspected } },
      authorId,
    );
  }
}
