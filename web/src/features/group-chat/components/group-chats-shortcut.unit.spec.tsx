import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { GroupChatsShortcut } from "./group-chats-shortcut.tsx";

describe("the Chat shortcut", () => {
  it("opens the group chats dialog on My Chats", async () => {
    const user = userEvent.setup();
    mockFetch({ "GET /api/group-chats": () => json([]) });
    renderWithProviders(<GroupChatsShortcut />, fakeSession(sessionUser()));

    await user.click(screen.getByRole("button", { name: "Chat" }));

    expect(await screen.findByRole("dialog", { name: "Group Chats" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Chats" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No group chats yet")).toBeInTheDocument();
  });
});
