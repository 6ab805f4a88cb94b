import { describe, expect, it } from "vitest";
import { connectedMember, connectionView } from "@/testing/connection-fixtures.ts";
import { friendLists, otherParty } from "./friend-lists.ts";

const asked = connectionView({ id: "c-1", userId: "me", connectedUserId: "u-2", status: "pending", acceptedAt: null });
const askedMe = connectionView({
  id: "c-2",
  userId: "u-3",
  connectedUserId: "me",
  status: "pending",
  acceptedAt: null,
});
const friend = connectionView({ id: "c-3", userId: "u-4", connectedUserId: "me" });

describe("friendLists", () => {
  it("sorts connections into incoming requests, friends and sent requests", () => {
    expect(friendLists([asked, askedMe, friend], "me")).toEqual({
      incoming: [askedMe],
      friends: [friend],
      sent: [asked],
    });
  });
});

describe("otherParty", () => {
  it("is the member who was asked when I asked, and the requester otherwise", () => {
    const kenji = connectedMember({ id: "u-2", displayName: "Kenji" });
    const ana = connectedMember({ id: "me", displayName: "Ana" });
    expect(otherParty(connectionView({ user: ana, connectedUser: kenji }), "me")).toBe(kenji);
    expect(otherParty(connectionView({ user: kenji, connectedUser: ana }), "me")).toBe(kenji);
  });
});
