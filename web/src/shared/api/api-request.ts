import { ApiError } from "./api-error.ts";
import { IDEMPOTENCY_KEY_HEADER, POSITION_HEADER, WRITTEN_BY_HEADER } from "@kumite/contracts/http";
import { positionTracker } from "./position-tracker.ts";
import { callsWaiting } from "./calls-waiting.ts";
import { connectivity } from "./connectivity.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How long a call keeps waiting for services that say they are starting, before it gives up. */
const STARTING_PATIENCE_MS = 60_000;

export type RequestOptions = {
  /** The write's Idempotency-Key: the outbox's, kept with the write across retries and reloads. */
  idempotencyKey?: string;
  /** The member who made the write (the outbox's): refused, not sent, under another member's session. */
  writtenBy?: string;
  /** How long a 503 with Retry-After is waited out before the reply is handed back as it is. */
  patienceMs?: number;
  /** Gives the call up (fetch then throws, as for a network failure). */
  signal?: AbortSignal;
};

/**
 * Sends one call to the API with cookies, a JSON body when given, and the latest position token;
 * remembers the position token of the reply. Every write (POST, PUT, PATCH, DELETE) carries an
 * Idempotency-Key, the same on every retry of this call, so the server stores it once. While a
 * service answers 503 with Retry-After (it is starting), the call waits and tries again, so no
 * screen ever shows a half-built answer. Never throws on a status: see `apiRequest`; a network
 * failure throws fetch's TypeError and marks the app offline until a reply comes back.
 */
export async function sendRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? crypto.randomUUID();
  if (options.writtenBy) headers[WRITTEN_BY_HEADER] = options.writtenBy;
  const giveUpAt = Date.now() + (options.patienceMs ?? STARTING_PATIENCE_MS);
  for (;;) {
    const position = positionTracker.current();
    if (position) headers[POSITION_HEADER] = position;
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      ...(options.signal ? { signal: options.signal } : {}),
    }).catch((error: unknown) => {
      connectivity.lost();
      throw error;
    });
    connectivity.reached();
    const retryAfterS = Number(response.headers.get("retry-after"));
    if (response.status === 503 && retryAfterS > 0 && Date.now() < giveUpAt) {
      callsWaiting.set(await whyWaiting(response));
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfterS, 10) * 1000));
      continue;
    }
    callsWaiting.set(null);
    positionTracker.remember(response.headers.get(POSITION_HEADER));
    return response;
  }
}

/** A 503 with Retry-After: the services starting, or one of them busy for a moment. */
async function whyWaiting(response: Response): Promise<"starting" | "busy"> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "service.starting" ? "starting" : "busy";
}

/** Throws `ApiError("<status>: <body text or status text>")` for a non-2xx reply. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  const retryAfter = Number(response.headers.get("retry-after"));
  throw new ApiError(
    response.status,
    text,
    response.statusText,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/** The shared request helper of SPEC §7: resolves with the reply, throws on a non-2xx status. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const response = await sendRequest(method, path, body);
  await throwIfNotOk(response);
  return response;
}

/** `apiRequest` then the parsed JSON reply (undefined for an empty reply such as 204). */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return readJson<T>(response);
}

export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
