import { POSITION_HEADER } from "@kumite/contracts/http";
import { apiJson } from "@/shared/api/api-request.ts";
import { ApiError } from "@/shared/api/api-error.ts";
import { positionTracker } from "@/shared/api/position-tracker.ts";
import { rememberAttachmentKind } from "../utils/attachment-kinds.ts";

export interface UploadTicket {
  /** Where to PUT the bytes: same origin (relative) or object storage (absolute). */
  uploadURL: string;
  /** Where the stored file is served; what a post's attachments list. */
  objectURL: string;
}

export interface UploadedAttachment {
  objectURL: string;
  contentType: string;
}

export interface AttachmentUpload {
  done: Promise<UploadedAttachment>;
  abort: () => void;
}

/** POST /api/objects/upload with an empty body: a one-use upload URL and the file's future URL. */
export function requestUpload(): Promise<UploadTicket> {
  return apiJson<UploadTicket>("POST", "/api/objects/upload", {});
}

const isSameOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

/**
 * PUTs the raw bytes with their content type and `If-None-Match: *` (object storage refuses to
 * overwrite). XMLHttpRequest rather than fetch: only it reports upload progress. Same-origin
 * uploads carry the session cookie; object storage gets no credentials.
 */
export function putFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = isSameOrigin(url);
    if (file.type) xhr.setRequestHeader("content-type", file.type);
    xhr.setRequestHeader("if-none-match", "*");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (isSameOrigin(url)) positionTracker.remember(xhr.getResponseHeader(POSITION_HEADER));
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("Network error while uploading"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The whole flow for one file: ticket, then bytes. Remembers the file's kind for display. */
export function uploadAttachment(file: File, onProgress: (percent: number) => void): AttachmentUpload {
  const controller = new AbortController();
  const done = (async () => {
    const { uploadURL, objectURL } = await requestUpload();
    controller.signal.throwIfAborted();
    await putFile(uploadURL, file, onProgress, controller.signal);
    rememberAttachmentKind(objectURL, file.type);
    return { objectURL, contentType: file.type };
  })();
  return { done, abort: () => controller.abort() };
}
