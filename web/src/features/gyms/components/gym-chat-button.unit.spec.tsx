import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { GymChatButton } from "./gym-chat-button.tsx";

const gym = { id: "g-1", name: "Gracie Barra Lisboa" };
const chat: GroupChatView = {
  id: "gym-g-1",
  name: "Gracie Barra Lisboa - Gym Chat",
  description: "Members who train at Gracie Barra Lisboa",
  type: "gym_group",
  dojoId: null,
  gymId: "g-1",
  createdBy: "u-9",
  memberCount: 2,
  members: [],
};

function renderButton(current: GroupChatView | null, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch(routes);
  const { router } = renderInRouter(<GymChatButton gym={gym} chat={current} />, fakeSession(sessionUser({ id: "me" })));
  return { fetchMock, router };
}

describe("a gym's chat on its card", () => {
  it("opens the chat the member is in, where messages open group chats", async () => {
    renderButton(chat);
    expect(await screen.findByRole("link", { name: "Open gym chat" })).toHaveAttribute(
      "href",
      "/group-chat?groupId=gym-g-1",
    );
  });

  it("starts the gym's chat, says so and opens it", async () => {
    const { fetchMock, router } = renderButton(null, {
      "POST /api/group-chats": () => json(chat, { status: 201 }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Start a gym chat" }));
    expect(await findToast("Group chat created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats")).toEqual([
      {
        type: "gym_group",
        gymId: "g-1",
        name: "Gracie Barra Lisboa - Gym Chat",
        description: "Members who train at Gracie Barra Lisboa",
        createdBy: "me",
      },
    ]);
    await waitFor(() => expect(router.state.location.href).toBe("/group-chat?groupId=gym-g-1"));
  });

  it("joins the chat another member started", async () => {
    renderButton(null, { "POST /api/group-chats": () => json(chat, { status: 200 }) });
    await userEvent.click(await screen.findByRole("button", { name: "Start a gym chat" }));
    expect(await findToast("You joined the gym chat")).toBeInTheDocument();
  });

  it('says "Failed to create group chat." when it cannot', async () => {
    renderButton(null, { "POST /api/group-chats": () => new Response("", { status: 500 }) });
    await userEvent.click(await screen.findByRole("button", { name: "Start a gym chat" }));
    expect(await findToast("Failed to create group chat.")).toBeInTheDocument();
  });
});
