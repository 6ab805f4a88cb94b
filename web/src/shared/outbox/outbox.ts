import { ApiError } from "@/shared/api/api-error.ts";
import { readJson, sendRequest, throwIfNotOk } from "@/shared/api/api-request.ts";
import { connectivity } from "@/shared/api/connectivity.ts";
import { isWorthRetrying, OUTBOX_MAX_WAIT_MS, type OutboxDraft, type OutboxItem } from "./outbox-item.ts";
import { outboxStore } from "./outbox-store.ts";

// The outbox: a write the member makes (a message, a comment, a like, joining or leaving an event)
// is stored first and sent second, so one made offline, or cut off mid-request, waits instead of
// failing, and is sent once the network is back, in the order it was made. Each item is sent with
// its own Idempotency-Key however many times it is tried, so the server stores it once.
//
// Every try happens under one Web Lock shared by the app's tabs, and so does a cancel: an item is
// either cancelled before any try began or not at all, and two tabs never send it at once.

export type OutboxHooks = {
  /** A waiting item went out (not the one a member is waiting on in `submit`, whose caller knows). */
  sent(item: OutboxItem): void;
  /** The server refused a waiting item (a 4xx that a retry cannot change): it is dropped. */
  refused(item: OutboxItem, error: ApiError): void;
  /** An item waited longer than a day and was dropped unsent. */
  expired(item: OutboxItem): void;
};

export type Submitted = { sent: true; response: Response } | { sent: false };
type Attempt =
  { outcome: "sent"; response: Response } | { outcome: "waiting" } | { outcome: "refused"; error: ApiError };

/** How often waiting items are tried while the browser says it is online (a gym's captive Wi-Fi). */
const RETRY_EVERY_MS = 15_000;
/** A try that hangs this long is given up (and tried again later): it must not hold the lock. */
const TRY_TIMEOUT_MS = 30_000;
const LOCK = "kumite-outbox";

type Snapshot = { items: readonly OutboxItem[]; sending: ReadonlySet<string> };

let memberId: string | null = null;
let hooks: OutboxHooks | null = null;
let snapshot: Snapshot = { items: [], sending: new Set() };
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(LOCK);

function publish(next: Partial<Snapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

async function reload(): Promise<void> {
  const member = memberId;
  const items = member ? await outboxStore.itemsOf(member).catch(() => []) : [];
  if (member === memberId) publish({ items });
}

/** After a change: this tab and the others read the items again. */
async function changed(): Promise<void> {
  channel?.postMessage("changed");
  await reload();
}

let tail: Promise<unknown> = Promise.resolve();
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK, work) as Promise<T>;
  // No Web Locks (an old browser, the unit tests): one tab's own calls in turn.
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

async function attempt(item: OutboxItem): Promise<Attempt> {
  publish({ sending: new Set([...snapshot.sending, item.id]) });
  try {
    const response = await sendRequest(item.method, item.path, item.body, {
      idempotencyKey: item.id,
      // A tab left open for another member sends nothing as the member signed in now.
      writtenBy: item.memberId,
      patienceMs: 0,
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
    });
    if (!response.ok && isWorthRetrying(response.status, await replyCode(response))) return { outcome: "waiting" };
    await outboxStore.remove(item.id);
    if (response.ok) return { outcome: "sent", response };
    return { outcome: "refused", error: await refusal(response) };
  } catch {
    return { outcome: "waiting" };
  } finally {
    const sending = new Set(snapshot.sending);
    sending.delete(item.id);
    publish({ sending });
  }
}

async function replyCode(response: Response): Promise<string | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : null;
}

async function refusal(response: Response): Promise<ApiError> {
  try {
    await throwIfNotOk(response);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  return new ApiError(response.status, "", response.statusText);
}

/**
 * Tries the member's waiting items in the order they were made, stopping at the first that must
 * wait (the ones after it wait their turn). Hooks are told of every outcome but `ownId`'s.
 */
async function flush(member: string | null = memberId, ownId?: string): Promise<Attempt | undefined> {
  if (!member || !connectivity.isOnline()) return undefined;
  const tried: Array<[OutboxItem, Attempt]> = [];
  const dropped: OutboxItem[] = [];
  await withLock(async () => {
    for (const item of await outboxStore.itemsOf(member)) {
      if (Date.now() - item.createdAt > OUTBOX_MAX_WAIT_MS) {
        await outboxStore.remove(item.id);
        dropped.push(item);
        continue;
      }
      const result = await attempt(item);
      tried.push([item, result]);
      if (result.outcome === "waiting") break;
    }
  }).catch(() => undefined);
  await changed();
  for (const item of dropped) hooks?.expired(item);
  let own: Attempt | undefined;
  for (const [item, result] of tried) {
    if (item.id === ownId) own = result;
    else if (result.outcome === "sent") hooks?.sent(item);
    else if (result.outcome === "refused") hooks?.refused(item, result.error);
  }
  return own;
}

export const outbox = {
  /**
   * Stores a write and sends it, after any older waiting ones. Answers the reply when it went out
   * now, `{ sent: false }` when it waits; throws the server's refusal (the item is then dropped).
   */
  async submit(draft: OutboxDraft): Promise<Submitted> {
    const item: OutboxItem = { ...draft, id: crypto.randomUUID(), createdAt: Date.now() };
    const stored = await outboxStore.put(item).then(
      () => true,
      () => false,
    );
    // No IndexedDB to keep it in (a private window that refuses it, a full disk): sent like any call
    // is, and a failure said at once, rather than lost.
    if (!stored) return sendUnkept(item);
    await changed();
    const result = await flush(item.memberId, item.id);
    if (result?.outcome === "sent") return { sent: true, response: result.response };
    if (result?.outcome === "refused") throw result.error;
    return { sent: false };
  },

  /** Takes a waiting item out unsent; false when it already went (or was never there). */
  async cancel(id: string): Promise<boolean> {
    const removed = await withLock(async () => {
      if (!(await outboxStore.has(id))) return false;
      await outboxStore.remove(id);
      return true;
    });
    await changed();
    return removed;
  },

  /** Tries every waiting item now (the network came back, the member asked). */
  retry: (): Promise<unknown> => flush(),

  snapshot: (): Snapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Runs the outbox for a signed-in member: their waiting items are read and tried, again whenever
 * the network comes back and every 15 seconds while any wait; another member's are dropped.
 * Answers the stop.
 */
export function startOutbox(member: string, outboxHooks: OutboxHooks): () => void {
  memberId = member;
  hooks = outboxHooks;
  void outboxStore
    .keepOnly(member)
    .catch(() => undefined)
    .then(() => flush(member));
  void reload();
  const onConnectivity = () => void (connectivity.isOnline() && flush(member));
  const unsubscribe = connectivity.subscribe(onConnectivity);
  const timer = setInterval(() => void (snapshot.items.length > 0 && flush(member)), RETRY_EVERY_MS);
  const onMessage = () => void reload();
  channel?.addEventListener("message", onMessage);
  return () => {
    unsubscribe();
    clearInterval(timer);
    channel?.removeEventListener("message", onMessage);
    if (memberId === member) {
      memberId = null;
      hooks = null;
      publish({ items: [], sending: new Set() });
    }
  };
}

/**
 * Drops every waiting item on this browser, unsent (logout: nothing of the member stays). Not under
 * the lock: a try already under way may still land, as it would have a moment before the logout.
 */
export async function forgetOutbox(): Promise<void> {
  memberId = null;
  hooks = null;
  await outboxStore.clearAll().catch(() => undefined);
  channel?.postMessage("changed");
  publish({ items: [], sending: new Set() });
}

async function sendUnkept(item: OutboxItem): Promise<Submitted> {
  const response = await sendRequest(item.method, item.path, item.body, { idempotencyKey: item.id });
  if (!response.ok) throw await refusal(response);
  return { sent: true, response };
}

/**
 * A write through the outbox, as the screens' mutations use it: the reply's JSON when it went out
 * now, null when it waits its turn; a refusal throws as `apiJson`'s would.
 */
export async function sendOrWait<T>(draft: OutboxDraft): Promise<T | null> {
  const submitted = await outbox.submit(draft);
  return submitted.sent ? readJson<T>(submitted.response) : null;
}
