import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { GroupChatPage } from "./group-chat-page.tsx";

const chat: GroupChatView = {
  id: "g1",
  name: "Saturday open mat",
  description: "",
  type: "match_group",
  dojoId: null,
  createdBy: "me",
  memberCount: 1,
  members: [],
};

describe("the /group-chat page", () => {
  it("opens the chat of ?groupId= once my chats are in", async () => {
    mockFetch({ "GET /api/group-chats": () => json([chat]), "GET /api/group-chats/g1/messages": () => json([]) });
    renderWithProviders(<GroupChatPage groupId="g1" />, fakeSession(sessionUser({ id: "me" })));

    expect(await screen.findByRole("log", { name: "Messages in Saturday open mat" })).toBeInTheDocument();
  });

  it("lists my chats when the group is not one of them", async () => {
    mockFetch({ "GET /api/group-chats": () => json([chat]) });
    renderWithProviders(<GroupChatPage groupId="elsewhere" />, fakeSession(sessionUser({ id: "me" })));

    expect(await screen.findByRole("button", { name: /Saturday open mat/ })).toBeInTheDocument();
  });
});
