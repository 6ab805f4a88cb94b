import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { OUTBOX_MAX_WAIT_MS, type OutboxDraft } from "./outbox-item.ts";
import { outboxStore } from "./outbox-store.ts";
import { outbox, startOutbox } from "./outbox.ts";

const message = (content: string): OutboxDraft => ({
  kind: "message",
  memberId: "me",
  method: "POST",
  path: "/api/messages",
  body: { senderId: "me", receiverId: "u-2", content },
  target: "u-2",
  text: content,
  refresh: [],
});

const hooks = { sent: vi.fn(), refused: vi.fn(), expired: vi.fn() };
let stop: () => void;
beforeEach(() => {
  stop = startOutbox("me", hooks);
});
afterEach(() => {
  stop();
  vi.clearAllMocks();
});

/** A server that stores what it is sent, once per Idempotency-Key, while the network is up. */
function server() {
  const state = { up: false, stored: [] as string[], keys: new Set<string>() };
  const fetchMock = mockFetch({
    "POST /api/messages": ({ body, headers }) => {
      if (!state.up) throw new TypeError("Failed to fetch");
      const key = headers.get("idempotency-key") ?? "";
      if (!state.keys.has(key)) {
        state.keys.add(key);
        state.stored.push((body as { content: string }).content);
      }
      return json({ id: key }, { status: 201 });
    },
  });
  return { state, fetchMock };
}

describe("the outbox", () => {
  it("keeps writes made without a network and sends them once, in order, when it is back", async () => {
    const { state } = server();
    expect(await outbox.submit(message("first"))).toEqual({ sent: false });
    expect(await outbox.submit(message("second"))).toEqual({ sent: false });
    expect(outbox.snapshot().items.map((item) => item.text)).toEqual(["first", "second"]);

    state.up = true;
    await Promise.all([outbox.retry(), outbox.retry()]);

    expect(state.stored).toEqual(["first", "second"]);
    expect(outbox.snapshot().items).toEqual([]);
    expect(hooks.sent).toHaveBeenCalledTimes(2);
  });

  it("sends a new write after the older ones waiting, never before them", async () => {
    const { state } = server();
    await outbox.submit(message("older"));
    state.up = true;
    const submitted = await outbox.submit(message("newer"));
    expect(submitted.sent).toBe(true);
    expect(state.stored).toEqual(["older", "newer"]);
  });

  it("never sends a write cancelled while it waited", async () => {
    const { state, fetchMock } = server();
    await outbox.submit(message("cancel me"));
    await outbox.submit(message("keep me"));
    const [cancelled] = outbox.snapshot().items;
    expect(cancelled?.text).toBe("cancel me");

    expect(await outbox.cancel(cancelled!.id)).toBe(true);
    state.up = true;
    await outbox.retry();

    expect(state.stored).toEqual(["keep me"]);
    const triedKeys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(triedKeys).toContain(cancelled!.id);
    expect(triedKeys.slice(2)).not.toContain(cancelled!.id);
  });

  it("says a cancel came too late once the write went out", async () => {
    const { state } = server();
    state.up = true;
    await outbox.submit(message("already sent"));
    expect(state.stored).toEqual(["already sent"]);
    const [sentId] = [...state.keys];
    expect(await outbox.cancel(sentId!)).toBe(false);
  });

  it("sends a waiting write as the member who made it, and drops it, saying so, under another member's session", async () => {
    const state = { up: false, session: "other", stored: [] as string[] };
    mockFetch({
      "POST /api/messages": ({ body, headers }) => {
        if (!state.up) throw new TypeError("Failed to fetch");
        // The gateway's rule (proxy.ts): a write's maker must be the session's member.
        if (headers.get("x-kumite-written-by") !== state.session)
          return json({ message: "written by another", code: "session.other-member" }, { status: 409 });
        state.stored.push((body as { content: string }).content);
        return json({}, { status: 201 });
      },
    });
    await outbox.submit(message("mine"));
    await outbox.submit(message("also mine"));
    // Another member signed in on this browser meanwhile (another tab): nothing goes out as them.
    state.up = true;
    await outbox.retry();
    expect(state.stored).toEqual([]);
    expect(hooks.refused.mock.calls.map(([item, error]) => [item.text, JSON.parse(error.body).code])).toEqual([
      ["mine", "session.other-member"],
      ["also mine", "session.other-member"],
    ]);
    expect(outbox.snapshot().items).toEqual([]);
    // Under the maker's own session, the same kind of write goes out.
    state.session = "me";
    expect((await outbox.submit(message("sent as me"))).sent).toBe(true);
    expect(state.stored).toEqual(["sent as me"]);
  });

  it("drops a write the server refuses, and tells the caller", async () => {
    mockFetch({ "POST /api/messages": () => json({ message: "You cannot message this member" }, { status: 403 }) });
    await expect(outbox.submit(message("refused"))).rejects.toThrow("403");
    expect(outbox.snapshot().items).toEqual([]);
  });

  it("keeps waiting while the server is down or says the same write is still in flight", async () => {
    let reply = json({ message: "down" }, { status: 503 });
    mockFetch({ "POST /api/messages": () => reply });
    expect(await outbox.submit(message("patient"))).toEqual({ sent: false });

    reply = json({ message: "busy", code: "idempotency.in-progress" }, { status: 409 });
    await outbox.retry();
    expect(outbox.snapshot().items.map((item) => item.text)).toEqual(["patient"]);

    reply = json({ message: "Already connected", code: "connection.exists" }, { status: 409 });
    await outbox.retry();
    expect(outbox.snapshot().items).toEqual([]);
    expect(hooks.refused).toHaveBeenCalledTimes(1);
  });

  it("sends a write at once, and says a failure, when the browser cannot keep it", async () => {
    const put = vi.spyOn(outboxStore, "put").mockRejectedValue(new Error("QuotaExceededError"));
    let reply = json({ message: "down" }, { status: 503 });
    const fetchMock = mockFetch({ "POST /api/messages": () => reply });
    await expect(outbox.submit(message("not kept"))).rejects.toThrow("503");
    reply = json({ id: "m-1" }, { status: 201 });
    expect((await outbox.submit(message("sent anyway"))).sent).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outbox.snapshot().items).toEqual([]);
    put.mockRestore();
  });

  it("drops a write that waited more than a day, unsent, and says so", async () => {
    const { state } = server();
    vi.useFakeTimers({ toFake: ["Date"] });
    await outbox.submit(message("stale"));
    vi.setSystemTime(Date.now() + OUTBOX_MAX_WAIT_MS + 1000);
    state.up = true;
    await outbox.retry();
    expect(state.stored).toEqual([]);
    expect(hooks.expired).toHaveBeenCalledWith(expect.objectContaining({ text: "stale" }));
    expect(outbox.snapshot().items).toEqual([]);
  });
});
