import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { restoreSaved, startSaving } from "@/shared/offline/saved-cache.ts";
import { outboxStore } from "@/shared/outbox/outbox-store.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { readStoredUser, storeUser } from "../session/user-storage.ts";
import { getSession } from "./get-session.ts";

// A device that the server says is signed out (the session expired, was suspended, or the account
// was deleted from another device) keeps nothing of the member: the next person to open the app
// here, offline or not, is let in to nothing.

const ANA = { id: "u-ana", email: "ana@example.com", latitude: -23.55, longitude: -46.63 } as SessionUser;
const CONVERSATIONS = ["/api/messages", "conversations"];

/** Ana's device as she left it: her member stored, her conversations saved, a message waiting. */
async function anasDevice(): Promise<void> {
  storeUser(ANA);
  const client = new QueryClient();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const stop = startSaving(client, ANA.id);
  client.setQueryData(CONVERSATIONS, [{ otherUserId: "u-ben", lastMessage: "See you at 7" }]);
  await vi.advanceTimersByTimeAsync(1500);
  stop();
  vi.useRealTimers();
  await outboxStore.put({
    id: "waiting-1",
    memberId: ANA.id,
    kind: "message",
    method: "POST",
    path: "/api/messages",
    body: { content: "On my way" },
    target: "u-ben",
    text: "On my way",
    refresh: [],
    createdAt: Date.now(),
  });
}

/** What is left of Ana on the device: her stored member, her saved conversations, her waiting writes. */
async function leftOfAna() {
  const restored = new QueryClient();
  await restoreSaved(restored, ANA.id);
  return {
    member: readStoredUser()?.id ?? null,
    conversations: restored.getQueryData(CONVERSATIONS) ?? null,
    waiting: (await outboxStore.itemsOf(ANA.id)).length,
  };
}

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  await outboxStore.clearAll();
});

describe("the session check", () => {
  it("keeps the member, their saved reading and their waiting writes while the server knows the session", async () => {
    await anasDevice();
    mockFetch({ "GET /api/auth/session": () => json(ANA) });
    expect((await getSession())?.id).toBe(ANA.id);
    expect(await leftOfAna()).toEqual({
      member: ANA.id,
      conversations: [{ otherUserId: "u-ben", lastMessage: "See you at 7" }],
      waiting: 1,
    });
  });

  it("forgets the member, their saved reading and their waiting writes once the server answers 401", async () => {
    await anasDevice();
    expect((await leftOfAna()).member).toBe(ANA.id);
    mockFetch({
      "GET /api/auth/session": () => json({ message: "Sign in to continue", code: "auth.required" }, { status: 401 }),
    });
    expect(await getSession()).toBeNull();
    expect(await leftOfAna()).toEqual({ member: null, conversations: null, waiting: 0 });
  });
});
