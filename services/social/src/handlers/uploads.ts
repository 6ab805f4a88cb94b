import type { Readable } from "node:stream";
import { uploadSubject } from "@kumite/contracts/social/events";
import { newId } from "@kumite/kit/ids";
import { checkStorable } from "../domain/upload.ts";
import type { SocialDeps } from "../deps.ts";

/** How long an upload URL may be used. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;

export async function issueUpload(deps: SocialDeps, actorId: string): Promise<{ uploadURL: string; objectURL: string }> {
  const uploadId = newId();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
  const { position } = await deps.uploads.handle(
    uploadSubject(uploadId),
    uploadId,
    { type: "IssueUpload", data: { uploadId, ownerId: actorId, expiresAt: expiresAt.toISOString() } },
    { actorId, now },
    { expectNew: true },
  );
  await deps.projector.waitFor(position!.stream, position!.sequence);
  return { uploadURL: await deps.storage.uploadUrl(uploadId, expiresAt), objectURL: `/api/objects/${uploadId}` };
}

/** disk storage: the bytes come through here, checked as they stream, and the ticket is used up. */
export async function receiveUpload(
  deps: SocialDeps,
  actorId: string,
  uploadId: string,
  body: Readable,
  declaredLength: number | null,
): Promise<{ url: string }> {
  const subject = uploadSubject(uploadId);
  checkStorable((await deps.uploads.load(subject)).state, actorId, deps.clock().toISOString());
  const received = await deps.storage.receive!(uploadId, body, declaredLength);
  const { contentType, size } = received;
  let position;
  try {
    const now = deps.clock();
    ({ position } = await deps.uploads.handle(
      subject,
      uploadId,
      { type: "StoreUpload", data: { uploadId, objectKey: uploadId, contentType, size, ownerId: actorId, now: now.toISOString() } },
      { actorId, now },
    ));
  } catch (error) {
    // Refused after the bytes arrived (another PUT used the ticket first): these bytes go.
    await received.discard();
    throw error;
  }
  await received.keep();
  await deps.projector.waitFor(position!.stream, position!.sequence);
  return { url: `/api/objects/${uploadId}` };
}
