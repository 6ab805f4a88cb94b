import type { ConversationView } from "@kumite/contracts/messaging/views";
import { describe, expect, it } from "vitest";
import { filterConversations } from "./filter-conversations.ts";

const conversation = (id: string, displayName: string, username: string) =>
  ({ user: { id, displayName, username }, unreadCount: 0 }) as ConversationView;

const list = [
  conversation("1", "Kenji Sato", "kenji"),
  conversation("2", "Mia Chen", "tiger_mia"),
  conversation("3", "", "leo"),
];
const ids = (result: ConversationView[]) => result.map(({ user }) => user.id);

describe("filterConversations", () => {
  it("keeps every conversation, in order, for a blank search", () => {
    expect(ids(filterConversations(list, "  "))).toEqual(["1", "2", "3"]);
  });

  it("matches the display name or the username, ignoring case and surrounding spaces", () => {
    expect(ids(filterConversations(list, " SATO "))).toEqual(["1"]);
    expect(ids(filterConversations(list, "tiger"))).toEqual(["2"]);
    expect(ids(filterConversations(list, "leo"))).toEqual(["3"]);
  });

  it("is empty when nothing matches", () => {
    expect(filterConversations(list, "zed")).toEqual([]);
  });
});
