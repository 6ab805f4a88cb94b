import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAllSaved, restoreSaved, startSaving } from "./saved-cache.ts";

const FEED = ["/api/posts", { category: null }];
const CONVERSATIONS = ["/api/messages", "conversations"];
const SEARCH = ["/api/users", "found", { search: "ana" }];

/** A member's cache with their feed, their conversations and a search, saved as it changes. */
async function savedCacheOf(memberId: string, feedTitle: string) {
  const client = new QueryClient();
  const stop = startSaving(client, memberId);
  client.setQueryData(FEED, { pages: [[{ title: feedTitle }]], pageParams: [null] });
  client.setQueryData(CONVERSATIONS, [{ otherUserId: "u-2", lastMessage: "See you at open mat" }]);
  client.setQueryData(SEARCH, [{ id: "u-9" }]);
  await vi.advanceTimersByTimeAsync(1500);
  stop();
}

async function restoredFor(memberId: string): Promise<QueryClient> {
  const client = new QueryClient();
  vi.useRealTimers();
  await restoreSaved(client, memberId);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  return client;
}

afterEach(async () => {
  vi.useRealTimers();
  await forgetAllSaved();
});

describe("what a member's browser keeps for offline reading", () => {
  it("keeps their feed and conversations, not what they searched for", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await savedCacheOf("u-1", "Open mat on Saturday");
    const restored = await restoredFor("u-1");
    expect(restored.getQueryData(FEED)).toEqual({ pages: [[{ title: "Open mat on Saturday" }]], pageParams: [null] });
    expect(restored.getQueryData(CONVERSATIONS)).toEqual([{ otherUserId: "u-2", lastMessage: "See you at open mat" }]);
    expect(restored.getQueryData(SEARCH)).toBeUndefined();
  });

  it("forgets everything at logout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await savedCacheOf("u-1", "Open mat on Saturday");
    expect((await restoredFor("u-1")).getQueryData(FEED)).toBeDefined();
    await forgetAllSaved();
    expect((await restoredFor("u-1")).getQueryData(FEED)).toBeUndefined();
  });

  it("forgets one member's cache when another signs in on the same browser", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await savedCacheOf("u-1", "Ana's feed");
    expect((await restoredFor("u-1")).getQueryData(FEED)).toBeDefined();
    await savedCacheOf("u-2", "Bruno's feed");
    expect((await restoredFor("u-1")).getQueryData(FEED)).toBeUndefined();
    expect((await restoredFor("u-2")).getQueryData(FEED)).toEqual({
      pages: [[{ title: "Bruno's feed" }]],
      pageParams: [null],
    });
  });

  it("writes nothing after a logout, even a change made just before it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const client = new QueryClient();
    startSaving(client, "u-1");
    client.setQueryData(FEED, { pages: [[{ title: "Written just before logout" }]], pageParams: [null] });
    await forgetAllSaved();
    await vi.advanceTimersByTimeAsync(1500);
    expect((await restoredFor("u-1")).getQueryData(FEED)).toBeUndefined();
  });
});
