import type { UploadEvent, UploadIssued, UploadStored } from "@kumite/contracts/social/events";
import { Conflict, Forbidden, Gone, NotFound } from "@kumite/kit/errors";

// One attachment upload: a ticket (the upload URL) is issued to a user, and one file may be
// stored against it, by that user, before it expires. Single use is this aggregate's invariant.

export type UploadState =
  | { status: "none" }
  | { status: "issued"; ownerId: string; expiresAt: string }
  | { status: "stored"; ownerId: string };
export const initialState: UploadState = { status: "none" };

export type IssueUpload = { type: "IssueUpload"; data: UploadIssued };
export type StoreUpload = { type: "StoreUpload"; data: UploadStored & { ownerId: string; now: string } };
export type UploadCommand = IssueUpload | StoreUpload;

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

/** May a file be stored against this ticket? Checked before the bytes are read, and again on append. */
export function checkStorable(state: UploadState, ownerId: string, now: string): void {
  if (state.status === "none") throw new NotFound("Upload not found");
  if (state.ownerId !== ownerId) throw new Forbidden("This upload URL belongs to someone else");
  if (state.status === "stored") throw new Conflict(UPLOAD_USED);
  if (state.expiresAt <= now) throw new Gone(UPLOAD_EXPIRED);
}

export function decide(command: UploadCommand, state: UploadState): UploadEvent[] {
  switch (command.type) {
    case "IssueUpload":
      if (state.status !== "none") throw new Conflict("This upload already exists");
      return [{ type: "UploadIssued", data: command.data }];
    case "StoreUpload": {
      const { ownerId, now, ...stored } = command.data;
      checkStorable(state, ownerId, now);
      return [{ type: "UploadStored", data: stored }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const uploadDecider = { initialState, evolve, decide };
