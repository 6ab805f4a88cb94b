import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { describe, expect, it } from "vitest";
import { messageRuns } from "./message-runs.ts";

const message = (id: string, senderId: string, system = false): DirectMessageView => ({
  id,
  senderId,
  receiverId: senderId === "me" ? "u-2" : "me",
  content: `message ${id}`,
  createdAt: "2025-03-01T10:00:00.000Z",
  sender: { id: senderId, displayName: senderId, username: senderId },
  receiver: { id: "x", displayName: "x", username: "x" },
  system,
});

const summary = (messages: DirectMessageView[]) =>
  messageRuns(messages, "me").map(({ message: { id }, own, startsRun }) => ({ id, own, startsRun }));

describe("messageRuns", () => {
  it("is empty for an empty thread", () => {
    expect(messageRuns([], "me")).toEqual([]);
  });

  it("starts a run at the first message and whenever the sender changes", () => {
    expect(
      summary([message("1", "u-2"), message("2", "u-2"), message("3", "me"), message("4", "me"), message("5", "u-2")]),
    ).toEqual([
      { id: "1", own: false, startsRun: true },
      { id: "2", own: false, startsRun: false },
      { id: "3", own: true, startsRun: true },
      { id: "4", own: true, startsRun: false },
      { id: "5", own: false, startsRun: true },
    ]);
  });

  it("treats a system line as no one's: not own, no avatar, and it breaks the run around it", () => {
    expect(summary([message("1", "me"), message("s", "me", true), message("2", "me")])).toEqual([
      { id: "1", own: true, startsRun: true },
      { id: "s", own: false, startsRun: false },
      { id: "2", own: true, startsRun: true },
    ]);
  });
});
