import { describe, expect, it } from "vitest";
import { createMemoryReadStore } from "../read-store/memory.ts";
import { MEMBERS } from "./directory.ts";
import { ESTABLISHED_AFTER_MS, isEstablished, accountStandingOf } from "./account-standing.ts";
import { SUSPENDED_MEMBERS } from "./suspensions.ts";

// Who is established: a day-old account in good standing. Whatever the directory cannot vouch for
// is new.

const NOW = new Date("2026-11-26T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("an established member", () => {
  it("has an account a day old or more, and is not suspended", () => {
    expect(isEstablished({ joinedAt: ago(ESTABLISHED_AFTER_MS), suspended: false }, NOW)).toBe(true);
    expect(isEstablished({ joinedAt: ago(ESTABLISHED_AFTER_MS - 60_000), suspended: false }, NOW)).toBe(false);
    expect(isEstablished({ joinedAt: ago(30 * ESTABLISHED_AFTER_MS), suspended: true }, NOW)).toBe(false);
  });

  it("is never one the directory does not know, nor one with an unreadable date", () => {
    expect(isEstablished({ joinedAt: null, suspended: false }, NOW)).toBe(false);
    expect(isEstablished({ joinedAt: "not a date", suspended: false }, NOW)).toBe(false);
  });

  it("is read from the directory and the suspensions; an unknown, undated or deleted member has no date", async () => {
    const store = createMemoryReadStore();
    const members = store.collection(MEMBERS);
    const joinedAt = ago(2 * ESTABLISHED_AFTER_MS);
    await members.insertOne({ _id: "ana", displayName: "Ana", username: "ana", changedSeq: 1, joinedAt });
    await members.insertOne({ _id: "old", displayName: "Old", username: "old", changedSeq: 2 });
    await members.insertOne({ _id: "gone", deleted: true, changedSeq: 3 });
    await store.collection(SUSPENDED_MEMBERS).insertOne({ _id: "ana", suspensionId: "s1", suspendedAt: joinedAt });

    expect(await accountStandingOf(store, "ana")).toEqual({ joinedAt, suspended: true });
    expect(await accountStandingOf(store, "old")).toEqual({ joinedAt: null, suspended: false });
    expect(await accountStandingOf(store, "gone")).toEqual({ joinedAt: null, suspended: false });
    expect(await accountStandingOf(store, "nobody")).toEqual({ joinedAt: null, suspended: false });
  });
});
