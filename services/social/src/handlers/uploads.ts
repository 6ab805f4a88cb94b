import type { Readable } from "node:stream";
import { eventOf } from "@kumite/kit/aggregate";
import { newId } from "@kumite/kit/ids";
import { checkStorable } from "../domain/upload.ts";
import type { SocialDeps } from "../aggregates.ts";

export async function issueUpload(
  deps: SocialDeps,
  memberId: string,
): Promise<{ uploadURL: string; objectURL: string }> {
  const uploadId = newId();
  const { events } = await deps.aggregates.uploads.handle(
    uploadId,
    { type: "IssueUpload", data: { ownerId: memberId } },
    memberId,
    { expectNew: true },
  );
  const { expiresAt } = eventOf(events, "UploadIssued")!.data;
  const validForS = Math.max(1, Math.floor((Date.parse(expiresAt) - deps.clock().getTime()) / 1000));
  return {
    uploadURL: await deps.storage.uploadUrl(uploadId, validForS),
    objectURL: `/api/objects/${uploadId}`,
  };
}

/** disk storage: the bytes come through here, checked as they stream, and the ticket is used up. */
export async function receiveUpload(
  deps: SocialDeps,
  memberId: string,
  uploadId: string,
  body: Readable,
  declaredLength: number | null,
): Promise<{ url: string }> {
  checkStorable(await deps.aggregates.uploads.state(uploadId), memberId, deps.clock());
  const received = await deps.storage.receive!(uploadId, body, declaredLength);
  const { contentType, size } = received;
  try {
    await deps.aggregates.uploads.handle(
      uploadId,
      { type: "StoreUpload", data: { ownerId: memberId, contentType, size } },
      memberId,
    );
  } catch (error) {
    // Refused after the bytes arrived (another PUT used the ticket first): these bytes go.
    await received.discard();
    throw error;
  }
  await received.keep();
  return { url: `/api/objects/${uploadId}` };
}
