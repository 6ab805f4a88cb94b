import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { GroupChatPage } from "./group-chat-page.tsx";

// A group chat's creator removes its members from the opened chat; nobody else sees the control.

const summary = (id: string, displayName: string) => ({
  id,
  displayName,
  username: id,
  martialArts: [],
  experience: "",
});
const chat = (overrides: Partial<GroupChatView> = {}): GroupChatView =>
  ({
    id: "g1",
    name: "Saturday open mat",
    description: "",
    type: "match_group",
    dojoId: null,
    createdBy: "ana",
    memberCount: 2,
    members: [summary("ana", "Ana"), summary("ben", "Ben")],
    ...overrides,
  }) as GroupChatView;

/** Clicking through a dialog and a confirm takes seconds on a busy machine: more than the 5 s default. */
const SLOW_UNDER_LOAD = 20_000;

function openAs(me: string, group: GroupChatView, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({
    "GET /api/group-chats": () => json([group]),
    "GET /api/group-chats/g1/messages": () => json([]),
    "GET /api/connections": () => json([]),
    ...routes,
  });
  renderWithProviders(<GroupChatPage groupId="g1" />, fakeSession(sessionUser({ id: me })));
  return fetchMock;
}

describe("a group chat's members, for its creator", () => {
  it(
    "lists the others, each with Remove, and removes one after a confirm",
    async () => {
      const fetchMock = openAs("ana", chat(), {
        "POST /api/group-chats/g1/members/ben/remove": () =>
          json(chat({ memberCount: 1, members: [summary("ana", "Ana")] })),
      });
      await screen.findByRole("log", { name: "Messages in Saturday open mat" });
      await userEvent.click(screen.getByRole("button", { name: "Members" }));
      const list = await screen.findByRole("list", { name: "Members of Saturday open mat" });
      expect(within(list).getAllByRole("listitem")).toHaveLength(1);
      await userEvent.click(within(list).getByRole("button", { name: "Remove Ben from the chat" }));
      await userEvent.click(await screen.findByRole("button", { name: "Remove" }));

      expect(await findToast("Ben was removed from the chat")).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([path]) => path === "/api/group-chats/g1/members/ben/remove")).toBe(true);
    },
    SLOW_UNDER_LOAD,
  );

  it(
    "says so when the server refuses",
    async () => {
      openAs("ana", chat(), {
        "POST /api/group-chats/g1/members/ben/remove": () =>
          json({ message: "no", code: "group-chat.creator-only" }, { status: 403 }),
      });
      await screen.findByRole("log", { name: "Messages in Saturday open mat" });
      await userEvent.click(screen.getByRole("button", { name: "Members" }));
      await userEvent.click(await screen.findByRole("button", { name: "Remove Ben from the chat" }));
      await userEvent.click(await screen.findByRole("button", { name: "Remove" }));
      expect(await findToast("Failed to remove member.")).toBeInTheDocument();
    },
    SLOW_UNDER_LOAD,
  );

  it("is not offered to a member who did not create the chat", async () => {
    openAs("ben", chat());
    await screen.findByRole("log", { name: "Messages in Saturday open mat" });
    expect(screen.getByRole("combobox", { name: "Add member" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Members" })).not.toBeInTheDocument();
  });

  it("is not offered on a dojo chat, whose members are the dojo's", async () => {
    openAs("ana", chat({ type: "dojo_group", dojoId: "d-1" }));
    await screen.findByRole("log", { name: "Messages in Saturday open mat" });
    expect(screen.queryByRole("button", { name: "Members" })).not.toBeInTheDocument();
  });
});
