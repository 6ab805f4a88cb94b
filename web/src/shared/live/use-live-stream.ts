import { STREAM_READY_EVENT, type LiveEvent, type StreamReady } from "@kumite/contracts/live";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { applyLiveEvent, LIVE_EVENT_TYPES } from "./live-invalidation.ts";
import { typingStore, type TypingStore } from "./typing-store.ts";

// The signed-in member's live stream (DESIGN.md, "Real time"): one EventSource to GET /api/stream
// for the page, telling TanStack Query what changed (live-invalidation.ts) and who is typing
// (typing-store.ts). Queries stay the source of truth, so whenever events may have been missed
// every query is invalidated: on `ready` with `resync` (the browser reconnected by itself, sending
// Last-Event-ID, or the gateway lost NATS for a while) and on any `ready` after the first (this
// code reopened a stream the browser had given up on).

export const LIVE_STREAM_URL = "/api/stream";
/** EventSource.CLOSED: the browser will not reconnect by itself (a 401, a 503, a wrong reply). */
const CLOSED = 2;
const REOPEN_FIRST_MS = 1000;
const REOPEN_MAX_MS = 30_000;

export type LiveStreamOptions = { queryClient: QueryClient; typing?: TypingStore; url?: string };

/** Opens the live stream; returns what closes it. Does nothing where EventSource does not exist. */
export function openLiveStream({
  queryClient,
  typing = typingStore,
  url = LIVE_STREAM_URL,
}: LiveStreamOptions): () => void {
  const EventSourceClass = globalThis.EventSource as typeof EventSource | undefined;
  if (!EventSourceClass) return () => undefined;
  let source: EventSource | null = null;
  let seenReady = false;
  let failures = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const onReady = (event: MessageEvent<string>) => {
    failures = 0;
    const ready = parse<StreamReady>(event.data);
    if (seenReady || ready?.resync === true) void queryClient.invalidateQueries();
    seenReady = true;
  };
  const onLive = (event: MessageEvent<string>) => {
    const live = parse<LiveEvent>(event.data);
    if (live?.type === event.type) applyLiveEvent(live, queryClient, typing);
  };
  const onError = () => {
    // While CONNECTING the browser is reconnecting by itself (and gets `ready` with resync).
    if (!source || source.readyState !== CLOSED) return;
    source.close();
    source = null;
    // Given up on: open a new one later, backing off, spread so that many tabs do not come back at once.
    const delay = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** failures++);
    reopenTimer = setTimeout(open, delay / 2 + Math.random() * (delay / 2));
  };
  const open = () => {
    if (closed) return;
    source = new EventSourceClass(url);
    source.addEventListener(STREAM_READY_EVENT, onReady);
    for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onLive);
    source.addEventListener("error", onError);
  };

  open();
  return () => {
    closed = true;
    clearTimeout(reopenTimer);
    source?.close();
    source = null;
    typing.clearAll();
  };
}

/** The live stream for the signed-in member, open while someone is signed in; mount it once, in the app. */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  const memberId = useSession().user?.id;
  useEffect(() => (memberId ? openLiveStream({ queryClient }) : undefined), [memberId, queryClient]);
}

function parse<T>(data: string): T | null {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === "object" && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}
