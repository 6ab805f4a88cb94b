import { positionTracker } from "@/shared/api/position-tracker.ts";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { TYPING_SHOWN_MS } from "@kumite/contracts/live";
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { SessionContext } from "@/shared/session/session-context.ts";
import { FakeEventSource } from "./fake-event-source.ts";
import { typingStore, useTyping } from "./typing-store.ts";
import { useLiveStream } from "./use-live-stream.ts";

const member = { id: "member-1", displayName: "Member One" } as SessionUser;

/** Queries a page might hold, each with data, so that invalidation shows on their state. */
const KEYS: Record<string, QueryKey> = {
  session: ["/api/auth/session"],
  messages: ["/api/messages", { with: "other" }],
  conversations: ["/api/messages/conversations"],
  groupChats: ["/api/group-chats"],
  groupMessages: ["/api/group-chats/g1/messages"],
  notifications: ["/api/notifications/member-1"],
  connections: ["/api/connections"],
  connectionCount: ["/api/users", "member-2", "connections"],
  profile: ["/api/users", "member-2"],
  feed: ["/api/posts", { category: "all" }],
  dojos: ["/api/dojos", { search: "" }],
  dojoMembers: ["/api/users", { dojoId: "d1" }],
  dojoEvents: ["/api/dojos/d1/events"],
  myEvents: ["/api/dojo-events/mine"],
  trainingEvent: ["/api/dojo-events/e1"],
  dataExports: ["/api/account/exports"],
};

let queryClient: QueryClient;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { cached: true });
});
afterEach(() => {
  typingStore.clearAll();
});

function renderLiveStream(user: SessionUser | null = member) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={fakeSession(user)}>{children}</SessionContext>
    </QueryClientProvider>
  );
  return renderHook(
    ({ memberId }: { memberId: string | null }) => {
      useLiveStream();
      return useTyping(memberId);
    },
    { wrapper, initialProps: { memberId: "member-2" as string | null } },
  );
}

/** The names of KEYS whose query is invalidated. */
const invalidated = () =>
  Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const emit = (type: string, data: unknown) => act(() => FakeEventSource.last.emit(type, data));

describe("opening the stream", () => {
  it("opens one EventSource to /api/stream while signed in, and closes it on unmount", () => {
    const { rerender, unmount } = renderLiveStream();
    rerender({ memberId: "member-3" });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/stream"]);
    unmount();
    expect(FakeEventSource.open).toEqual([]);
  });

  it("opens nothing when signed out", () => {
    renderLiveStream(null);
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("refetches nothing on the first ready: the page has just loaded what it shows", () => {
    renderLiveStream();
    emit("ready", { resync: false });
    expect(invalidated()).toEqual([]);
  });
});

describe("after a gap", () => {
  it("invalidates every query on ready with resync (the browser reconnected with Last-Event-ID)", () => {
    renderLiveStream();
    emit("ready", { resync: false });
    act(() => FakeEventSource.last.fail(false));
    expect(FakeEventSource.opened).toHaveLength(1); // the browser reconnects by itself
    emit("ready", { resync: true });
    expect(invalidated()).toEqual(Object.keys(KEYS));
  });

  it("reopens a stream the browser gave up on, backing off, and then invalidates every query", () => {
    vi.useFakeTimers();
    renderLiveStream();
    emit("ready", { resync: false });
    act(() => FakeEventSource.last.fail(true));
    expect(FakeEventSource.open).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.opened).toHaveLength(2);
    // Refused again (a 503 while the gateway restarts): the next try waits longer.
    act(() => FakeEventSource.last.fail(true));
    act(() => vi.advanceTimersByTime(900));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1100));
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(invalidated()).toEqual([]);
    emit("ready", { resync: false });
    expect(invalidated()).toEqual(Object.keys(KEYS));
  });

  it("stops reopening once unmounted", () => {
    vi.useFakeTimers();
    const { unmount } = renderLiveStream();
    act(() => FakeEventSource.last.fail(true));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe("live events", () => {
  const cases: Array<[string, unknown, string[]]> = [
    [
      "message",
      { type: "message", otherId: "member-2", messageId: "m1" },
      ["messages", "conversations", "notifications"],
    ],
    ["group_message", { type: "group_message", groupId: "g1", messageId: "m1" }, ["groupChats", "groupMessages"]],
    ["notification", { type: "notification", notificationId: "n1" }, ["notifications", "dataExports"]],
    [
      "connection",
      { type: "connection", connectionId: "c1" },
      ["messages", "conversations", "notifications", "connections", "connectionCount"],
    ],
    [
      "dojo",
      { type: "dojo", dojoId: "d1" },
      ["groupChats", "groupMessages", "connectionCount", "profile", "dojos", "dojoMembers", "dojoEvents"],
    ],
    [
      "dojo_event",
      { type: "dojo_event", eventId: "e1", dojoId: "d1" },
      ["notifications", "dojos", "dojoEvents", "myEvents", "trainingEvent"],
    ],
  ];
  it.each(cases)("%s invalidates only its queries", (type, data, expected) => {
    renderLiveStream();
    emit("ready", { resync: false });
    emit(type, data);
    expect(invalidated()).toEqual(expected);
  });

  it("remembers the change's position, so the refetch waits for it", () => {
    renderLiveStream();
    emit("ready", { resync: false });
    emit("message", { type: "message", otherId: "member-2", messageId: "m1", position: "MESSAGING:41" });
    expect(positionTracker.current()).toContain("MESSAGING:41");
  });

  it("ignores malformed data", () => {
    renderLiveStream();
    emit("ready", { resync: false });
    emit("message", "not json");
    emit("notification", { type: "message", otherId: "x", messageId: "y" });
    expect(invalidated()).toEqual([]);
  });
});

describe("typing", () => {
  it("names the typer, for them only, until TYPING_SHOWN_MS after their last typing event", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderLiveStream();
    expect(result.current).toBeNull();
    emit("typing", { type: "typing", fromId: "member-3", name: "Someone Else" });
    expect(result.current).toBeNull();
    emit("typing", { type: "typing", fromId: "member-2", name: "Ana Lima" });
    expect(result.current).toBe("Ana Lima");
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 500));
    emit("typing", { type: "typing", fromId: "member-2", name: "Ana Lima" });
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 500));
    expect(result.current).toBe("Ana Lima");
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeNull();
    rerender({ memberId: "member-3" });
    expect(result.current).toBeNull(); // gone too, by its own timer
    rerender({ memberId: null });
    expect(result.current).toBeNull();
  });

  it("clears a typer once their message arrives", () => {
    const { result } = renderLiveStream();
    emit("typing", { type: "typing", fromId: "member-2", name: "Ana Lima" });
    expect(result.current).toBe("Ana Lima");
    emit("message", { type: "message", otherId: "member-2", messageId: "m1" });
    expect(result.current).toBeNull();
  });

  it("forgets who was typing when the stream closes (signing out)", () => {
    const { result, unmount } = renderLiveStream();
    emit("typing", { type: "typing", fromId: "member-2", name: "Ana Lima" });
    expect(result.current).toBe("Ana Lima");
    unmount();
    expect(typingStore.nameOf("member-2")).toBeNull();
  });
});
