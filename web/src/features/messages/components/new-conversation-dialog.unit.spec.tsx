import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { GREETING } from "../hooks/use-start-conversation.ts";
import { ana, conversationView, directMessage, groupChatView, kenji, mia } from "../testing/message-fixtures.ts";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me" });
const users = [
  userView({ id: "me", displayName: "Ana de Souza", username: "ana_judo" }),
  userView({ id: "u-2", displayName: "Kenji Sato", username: "kenji" }),
  userView({ id: "u-3", displayName: "Mia Chen", username: "mia" }),
];

/** /messages with a conversation with Kenji, and the dialog open. */
async function openDialog(routes: FetchRoutes = {}) {
  let conversations = [conversationView(kenji, directMessage(kenji, ana, "Osu"))];
  const fetchMock = mockFetch({
    "GET /api/messages/conversations": () => json(conversations),
    "GET /api/users?search=": () => json(users),
    "POST /api/messages": ({ body }) => {
      const greeting = directMessage(ana, mia, (body as { content: string }).content);
      conversations = [conversationView(mia, greeting), ...conversations];
      return json(greeting, { status: 201 });
    },
    "GET /api/messages?with=u-3&limit=50": () =>
      json(conversations[0]!.user.id === "u-3" ? [conversations[0]!.lastMessage] : []),
    "POST /api/messages/typing": () => json({}),
    ...routes,
  });
  await renderRoutes("/messages", fakeSession(me));
  const user = userEvent.setup();
  await screen.findByRole("link", { name: /Kenji Sato/ });
  await user.click(screen.getByRole("button", { name: "New conversation" }));
  const dialog = await screen.findByRole("dialog", { name: "New Conversation" });
  return { fetchMock, user, dialog: within(dialog) };
}

// A toast's words are also in the app's live regions (LiveAnnouncer), which read it out: find the toast shown.

describe("the new-conversation dialog", () => {
  it("has the tabs Direct, Dojo Chat and Groups, Direct first", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole("tab", { name: "Direct" })).toHaveAttribute("aria-selected", "true");
    expect(dialog.getByRole("tab", { name: "Dojo Chat" })).toBeInTheDocument();
    expect(dialog.getByRole("tab", { name: "Groups" })).toBeInTheDocument();
  });

  it("offers members other than oneself and those already in a conversation", async () => {
    const { dialog } = await openDialog();
    const list = await dialog.findByRole("list", { name: "Choose a member to say hello to" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["MCMia Chen@mia"]);
  });

  it("searches members by the text typed", async () => {
    const { dialog, user, fetchMock } = await openDialog({ "GET /api/users?search=zz": () => json([]) });
    await dialog.findByRole("list", { name: "Choose a member to say hello to" });
    await user.type(dialog.getByRole("textbox", { name: "Search members" }), "zz");
    expect(await dialog.findByText("No members found")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/users?search=zz")).toBe(true);
  });

  it("starts a conversation with the greeting, says 'Conversation started' and opens it", async () => {
    const { dialog, user, fetchMock } = await openDialog();
    await user.click(await dialog.findByRole("button", { name: /Mia Chen/ }));

    expect(await findToast("Conversation started")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/messages")).toEqual([
      { senderId: "me", receiverId: "u-3", content: GREETING },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Conversation" })).not.toBeInTheDocument());
    const log = await screen.findByRole("log", { name: "Messages with Mia Chen" });
    expect(await within(log).findByText(GREETING)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Mia Chen/ })).toHaveAttribute("aria-current", "page");
  });

  it("says 'Failed to start conversation' when the greeting cannot be sent", async () => {
    const { dialog, user } = await openDialog({
      "POST /api/messages": () => json({ message: "nope" }, { status: 403 }),
    });
    await user.click(await dialog.findByRole("button", { name: /Mia Chen/ }));

    expect(await findToast("Failed to start conversation")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "New Conversation" })).toBeInTheDocument();
  });

  it("says there is no dojo chat yet on the Dojo Chat tab", async () => {
    const { dialog, user } = await openDialog({ "GET /api/group-chats?type=dojo_group": () => json([]) });
    await user.click(dialog.getByRole("tab", { name: "Dojo Chat" }));
    expect(await dialog.findByText("No Dojo Chat Yet")).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: "Explore Dojos" })).toHaveAttribute("href", "/dojos");
  });

  it("lists group chats on the Groups tab, each opening /group-chat?groupId=", async () => {
    const { dialog, user } = await openDialog({
      "GET /api/group-chats": () =>
        json([
          groupChatView(),
          groupChatView({ id: "g-2", name: "Dojo X - Dojo Chat", type: "dojo_group", dojoId: "d-1" }),
        ]),
    });
    await user.click(dialog.getByRole("tab", { name: "Groups" }));
    const link = await dialog.findByRole("link", { name: /Sunday open mat/ });
    expect(link).toHaveAttribute("href", "/group-chat?groupId=g-1");
    expect(link).toHaveTextContent("3 members");
    expect(dialog.queryByText("Dojo X - Dojo Chat")).not.toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese: tabs, member counts, and the greeting in the sender's language", async () => {
    const { user, fetchMock } = await openDialog({
      "GET /api/group-chats": () => json([groupChatView(), groupChatView({ id: "g-2", name: "Duo", memberCount: 1 })]),
    });

    await speakPortuguese();
    await user.click(screen.getByRole("button", { name: "Nova conversa" }));

    const modal = within(await screen.findByRole("dialog", { name: "Nova conversa" }));
    await user.click(modal.getByRole("tab", { name: "Grupos" }));
    expect(await modal.findByRole("link", { name: /Sunday open mat/ })).toHaveTextContent("3 membros");
    expect(modal.getByRole("link", { name: /Duo/ })).toHaveTextContent("1 membro");

    await user.click(modal.getByRole("tab", { name: "Direta" }));
    await user.click(await modal.findByRole("button", { name: /Mia Chen/ }));
    expect(await findToast("Conversa iniciada")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/messages")).toEqual([
      { senderId: "me", receiverId: "u-3", content: "Oi! Bora treinar juntos?" },
    ]);
  });
});
