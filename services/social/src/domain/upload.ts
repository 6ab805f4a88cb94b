import type { UploadEvent } from "@kumite/contracts/social/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Expired, Forbidden, NotFound } from "@kumite/kit/errors";

// One attachment upload: a ticket (the upload URL) is issued to a member, and one file may be
// stored against it, by that member, before it expires. Single use is this aggregate's invariant.

export type UploadState =
  { status: "none" } | { status: "issued"; ownerId: string; expiresAt: string } | { status: "stored"; ownerId: string };
export const initialState: UploadState = { status: "none" };

export type IssueUpload = Command<"IssueUpload", { ownerId: string }>;
export type StoreUpload = Command<"StoreUpload", { ownerId: string; contentType: string; size: number }>;
export type UploadCommand = IssueUpload | StoreUpload;

/** How long an upload URL may be used. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
export const UPLOAD_USED = "This upload URL was already used";
export const UPLOAD_EXPIRED = "This upload URL has expired";

export function evolve(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case "UploadIssued":
      return { status: "issued", ownerId: event.data.ownerId, expiresAt: event.data.expiresAt };
    case "UploadStored":
      return state.status === "issued" ? { status: "stored", ownerId: state.ownerId } : state;
  }
}

/** May `ownerId` store a file against this ticket at `now`? Checked before the bytes are read, and again on append. */
export function checkStorable(state: UploadState, ownerId: string, now: Date): void {
  if (state.status === "none") throw new NotFound("Upload not found", { code: "upload.not-found" });
  if (state.ownerId !== ownerId)
    throw new Forbidden("This upload URL belongs to someone else", { code: "upload.not-own" });
  if (state.status === "stored") throw new Conflict(UPLOAD_USED, { code: "upload.used" });
  if (state.expiresAt <= now.toISOString()) throw new Expired(UPLOAD_EXPIRED, { code: "upload.expired" });
}

export function decide(command: UploadCommand, state: UploadState): UploadEvent[] {
  const { aggregateId: uploadId, now } = command.metadata;
  switch (command.type) {
    case "IssueUpload": {
      if (state.status !== "none") throw new Conflict("This upload already exists");
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS).toISOString();
      return [{ type: "UploadIssued", data: { uploadId, ownerId: command.data.ownerId, expiresAt } }];
    }
    case "StoreUpload": {
      const { ownerId, contentType, size } = command.data;
      checkStorable(state, ownerId, now);
      return [{ type: "UploadStored", data: { uploadId, objectKey: uploadId, contentType, size } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const uploadDecider = { initialState, evolve, decide };
