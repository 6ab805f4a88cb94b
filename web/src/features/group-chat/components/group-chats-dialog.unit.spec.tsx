import type { GroupChatView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { onAnnouncement } from "@/shared/announcer/announcer.ts";
import { connectionView } from "@/testing/connection-fixtures.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { GroupChatsDialog } from "./group-chats-dialog.tsx";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me", displayName: "Ana de Souza" });

function groupChat(overrides: Partial<GroupChatView> = {}): GroupChatView {
  return {
    id: "g1",
    name: "Saturday open mat",
    description: "Rolling at 10",
    type: "match_group",
    dojoId: null,
    createdBy: "me",
    memberCount: 2,
    members: [
      { id: "me", displayName: "Ana de Souza", username: "ana_judo" },
      { id: "user-2", displayName: "Kenji Sato", username: "kenji" },
    ],
    ...overrides,
  };
}

function groupMessage(overrides: Partial<GroupMessageView> = {}): GroupMessageView {
  return {
    id: "m1",
    content: "See you at ten",
    senderId: "user-2",
    sender: { displayName: "Kenji Sato", username: "kenji" },
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const render = (routes: FetchRoutes) => {
  const fetchMock = mockFetch(routes);
  const { queryClient } = renderWithProviders(<GroupChatsDialog open onClose={() => undefined} />, fakeSession(me));
  return Object.assign(fetchMock, { queryClient });
};
const dialog = () => within(screen.getByRole("dialog", { name: "Group Chats" }));

// A toast's words are also in the app's live regions (LiveAnnouncer), which read it out: find the toast shown.

describe("the group chats dialog", () => {
  it("lists my chats with type and member count", async () => {
    render({
      "GET /api/group-chats": () =>
        json([
          groupChat(),
          groupChat({ id: "g2", name: "Gym crew", type: "gym_group", memberCount: 1, description: "" }),
        ]),
    });

    const list = await screen.findByRole("list", { name: "My group chats" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Saturday open mat");
    expect(items[0]).toHaveTextContent("Match group");
    expect(items[0]).toHaveTextContent("Rolling at 10");
    expect(items[0]).toHaveTextContent("2 members");
    expect(items[1]).toHaveTextContent("Gym group");
    expect(items[1]).toHaveTextContent("1 member");
    expect(dialog().getByRole("tab", { name: "My Chats" })).toHaveAttribute("aria-selected", "true");
  });

  it("offers Create when there are no chats yet", async () => {
    const user = userEvent.setup();
    render({ "GET /api/group-chats": () => json([]) });

    expect(await screen.findByText("No group chats yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create a group chat" }));

    expect(dialog().getByRole("tab", { name: "Create" })).toHaveAttribute("aria-selected", "true");
  });

  it("requires a name that is not blank", async () => {
    const user = userEvent.setup();
    const fetchMock = render({ "GET /api/group-chats": () => json([]) });
    await user.click(await dialog().findByRole("tab", { name: "Create" }));

    await user.type(screen.getByLabelText("Name"), "   ");
    await user.click(screen.getByRole("button", { name: "Create Group Chat" }));

    expect(await screen.findByText("Please enter a name for the group chat.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats")).toEqual([]);
  });

  it("creates a chat: trimmed body, 'Group chat created!', a reset form and back to My Chats", async () => {
    const user = userEvent.setup();
    let chats: GroupChatView[] = [];
    const fetchMock = render({
      "GET /api/group-chats": () => json(chats),
      "POST /api/group-chats": () => {
        chats = [groupChat({ name: "Gym crew", type: "gym_group" })];
        return json(chats[0], { status: 201 });
      },
    });
    await user.click(await dialog().findByRole("tab", { name: "Create" }));

    await user.type(screen.getByLabelText("Name"), "  Gym crew ");
    await user.type(screen.getByLabelText("Description (optional)"), " Lifting after class ");
    await user.click(screen.getByRole("radio", { name: "Gym group" }));
    await user.click(screen.getByRole("button", { name: "Create Group Chat" }));

    expect(await findToast("Group chat created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats")).toEqual([
      { name: "Gym crew", description: "Lifting after class", type: "gym_group", createdBy: "me" },
    ]);
    await waitFor(() =>
      expect(dialog().getByRole("tab", { name: "My Chats" })).toHaveAttribute("aria-selected", "true"),
    );
    expect(await screen.findByRole("button", { name: /Gym crew/ })).toBeInTheDocument();

    await user.click(dialog().getByRole("tab", { name: "Create" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Description (optional)")).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Match group" })).toBeChecked();
  });

  it("says so when creating fails and keeps the form", async () => {
    const user = userEvent.setup();
    render({
      "GET /api/group-chats": () => json([]),
      "POST /api/group-chats": () => json({ message: "down" }, { status: 500 }),
    });
    await user.click(await dialog().findByRole("tab", { name: "Create" }));

    await user.type(screen.getByLabelText("Name"), "Gym crew");
    await user.click(screen.getByRole("button", { name: "Create Group Chat" }));

    expect(await findToast("Failed to create group chat.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Gym crew");
  });

  it("asks for a dojo before a dojo group can be created", async () => {
    const user = userEvent.setup();
    render({ "GET /api/group-chats": () => json([]) });
    await user.click(await dialog().findByRole("tab", { name: "Create" }));

    await user.click(screen.getByRole("radio", { name: "Dojo group" }));

    expect(screen.getByText("You need to be in a dojo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Group Chat" })).toBeDisabled();
  });

  it("offers a dojo member their dojo, and sends it with a dojo group", async () => {
    const user = userEvent.setup();
    const fetchMock = render({
      "GET /api/group-chats": () => json([]),
      "GET /api/users/me": () => json(userView({ id: "me", dojoId: "d-1", dojoRole: "warrior" })),
      "GET /api/dojos/d-1": () => json({ id: "d-1", name: "Tatami Club" }),
      "POST /api/group-chats": () => json(groupChat({ type: "dojo_group", dojoId: "d-1" }), { status: 201 }),
    });
    await user.click(await dialog().findByRole("tab", { name: "Create" }));
    await user.type(screen.getByLabelText("Name"), "Tatami talk");
    await user.click(screen.getByRole("radio", { name: "Dojo group" }));

    expect(await screen.findByText("Tatami Club")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Dojo" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Group Chat" }));

    expect(await findToast("Group chat created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats")).toEqual([
      { name: "Tatami talk", description: "", type: "dojo_group", createdBy: "me", dojoId: "d-1" },
    ]);
  });

  it("opens a chat's thread and sends a trimmed message, Send disabled while blank", async () => {
    const user = userEvent.setup();
    let messages = [groupMessage()];
    const fetchMock = render({
      "GET /api/group-chats": () => json([groupChat()]),
      "GET /api/group-chats/g1/messages": () => json(messages),
      "POST /api/group-chats/g1/messages": ({ body }) => {
        const sent = groupMessage({
          id: "m2",
          senderId: "me",
          content: (body as { content: string }).content,
          sender: { displayName: "Ana de Souza", username: "ana_judo" },
        });
        messages = [...messages, sent];
        return json(sent, { status: 201 });
      },
    });

    await user.click(await screen.findByRole("button", { name: /Saturday open mat/ }));

    expect(await screen.findByRole("heading", { name: "Saturday open mat" })).toHaveFocus();
    const log = await screen.findByRole("log", { name: "Messages in Saturday open mat" });
    expect(await within(log).findByText("See you at ten")).toBeInTheDocument();
    expect(within(log).getByText("Kenji Sato")).toBeInTheDocument();

    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "   ");
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "On my way ");
    await user.click(send);

    expect(await within(log).findByText("On my way")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats/g1/messages")).toEqual([{ content: "On my way" }]);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Back to My Chats" }));
    expect(await screen.findByRole("button", { name: /Saturday open mat/ })).toHaveFocus();
  });

  it("collapses a message from a member I blocked, nameless, until I ask to see it", async () => {
    const user = userEvent.setup();
    render({
      "GET /api/group-chats": () => json([groupChat()]),
      "GET /api/group-chats/g1/messages": () =>
        json([
          groupMessage({ id: "m1", content: "You again", fromBlocked: true }),
          groupMessage({ id: "m2", content: "Hi" }),
        ]),
    });
    await user.click(await screen.findByRole("button", { name: /Saturday open mat/ }));
    const log = await screen.findByRole("log", { name: "Messages in Saturday open mat" });
    expect(await within(log).findByText("Message from a member you blocked")).toBeInTheDocument();
    expect(within(log).queryByText("You again")).not.toBeInTheDocument();
    expect(within(log).getAllByText("Kenji Sato")).toHaveLength(1);

    const show = within(log).getByRole("button", { name: "Show message" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    await user.click(show);
    expect(within(log).getByText("You again")).toBeInTheDocument();
    await user.click(within(log).getByRole("button", { name: "Hide message" }));
    expect(within(log).queryByText("You again")).not.toBeInTheDocument();
  });

  it("keeps the text and says 'Failed to send message.' when sending fails", async () => {
    const user = userEvent.setup();
    render({
      "GET /api/group-chats": () => json([groupChat()]),
      "GET /api/group-chats/g1/messages": () => json([]),
      "POST /api/group-chats/g1/messages": () => json({ message: "down" }, { status: 403 }),
    });
    await user.click(await screen.findByRole("button", { name: /Saturday open mat/ }));
    expect(await screen.findByText("No messages yet. Say hello!")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Message" }), "Osu{Enter}");

    expect(await findToast("Failed to send message.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Osu");
  });

  it("adds an accepted connection who is not in the group yet", async () => {
    const user = userEvent.setup();
    const fetchMock = render({
      "GET /api/group-chats": () => json([groupChat()]),
      "GET /api/group-chats/g1/messages": () => json([]),
      "GET /api/connections": () =>
        json([
          connectionView({ id: "c1", userId: "me", connectedUserId: "user-2" }),
          connectionView({
            id: "c2",
            userId: "user-3",
            connectedUserId: "me",
            user: { id: "user-3", displayName: "Mei Lin", username: "mei", location: "", martialArts: [] },
          }),
          connectionView({ id: "c3", userId: "me", connectedUserId: "user-4", status: "pending" }),
        ]),
      "POST /api/group-chats/g1/members": () => json({}, { status: 201 }),
    });
    await user.click(await screen.findByRole("button", { name: /Saturday open mat/ }));

    await user.click(await screen.findByRole("combobox", { name: "Add member" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Mei Lin"]);
    await user.click(screen.getByTitle("Mei Lin"));
    await user.click(screen.getByRole("button", { name: "Add" }));

    expect(await findToast("Member added!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats/g1/members")).toEqual([{ userId: "user-3" }]);
  });

  it("announces someone else's message as it arrives, not the thread as it loads nor one's own", async () => {
    const user = userEvent.setup();
    let messages = [groupMessage()];
    const { queryClient } = render({
      "GET /api/group-chats": () => json([groupChat()]),
      "GET /api/group-chats/g1/messages": () => json(messages),
    });
    const announced: string[] = [];
    const stop = onAnnouncement(({ text }) => void announced.push(text));
    await user.click(await screen.findByRole("button", { name: /Saturday open mat/ }));
    const log = await screen.findByRole("log", { name: "Messages in Saturday open mat" });
    expect(await within(log).findByText("See you at ten")).toBeInTheDocument();
    expect(log).toHaveAttribute("aria-live", "off");

    messages = [
      ...messages,
      groupMessage({
        id: "m2",
        senderId: "me",
        content: "Coming",
        sender: { displayName: "Ana de Souza", username: "ana_judo" },
      }),
      groupMessage({ id: "m3", content: "Bring a gi" }),
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/group-chats"] }));

    expect(await within(log).findByText("Bring a gi")).toBeInTheDocument();
    expect(announced).toEqual(["New message from Kenji Sato: Bring a gi"]);
    stop();
  });

  it("speaks Brazilian Portuguese: tabs, type labels and member counts", async () => {
    const user = userEvent.setup();
    render({
      "GET /api/group-chats": () =>
        json([
          groupChat(),
          groupChat({ id: "g2", name: "Gym crew", type: "gym_group", memberCount: 1, description: "" }),
        ]),
    });
    await screen.findByRole("list", { name: "My group chats" });

    await speakPortuguese();

    const modal = within(await screen.findByRole("dialog", { name: "Chats em grupo" }));
    const items = within(await modal.findByRole("list", { name: "Meus chats em grupo" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Grupo de parceiros");
    expect(items[0]).toHaveTextContent("2 membros");
    expect(items[1]).toHaveTextContent("Grupo da academia");
    expect(items[1]).toHaveTextContent("1 membro");
    expect(modal.getByRole("tab", { name: "Meus chats" })).toHaveAttribute("aria-selected", "true");

    await user.click(modal.getByRole("tab", { name: "Criar" }));
    await user.click(await modal.findByRole("button", { name: "Criar chat em grupo" }));
    expect(await modal.findByText("Informe um nome para o chat em grupo.")).toBeInTheDocument();
    expect(modal.getByRole("radio", { name: "Grupo do dojo" })).toBeInTheDocument();
  });
});
