import { vi } from "vitest";

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
}

/**
 * Replaces XMLHttpRequest (the attachment PUT) for the current test: every request reports full
 * progress, then answers `status` (or never answers, with `hold`). Returns what was sent.
 */
export function fakeXhr(status = 201, { responseText = "", hold = false } = {}): SentUpload[] {
  const sent: SentUpload[] = [];

  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return null;
    }
    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        withCredentials: this.withCredentials,
      });
      if (hold) return;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = status;
        this.responseText = responseText;
        this.onload?.();
      }, 0);
    }
    abort() {
      this.onabort?.();
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);
  return sent;
}
