import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { onAnnouncement } from "@/shared/announcer/announcer.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { fakeMediaQueryList } from "@/testing/media-query.ts";
import { empty, json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { ana, conversationView, directMessage, kenji } from "../testing/message-fixtures.ts";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const me = sessionUser({ id: "me" });
const hello = directMessage(kenji, ana, "Hi Ana");

describe("the messages page", () => {
  it("welcomes the member while no conversation is open", async () => {
    mockFetch({ "GET /api/messages/conversations": () => json([]) });
    await renderRoutes("/messages", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Welcome to Messages" })).toBeInTheDocument();
    expect(
      screen.getByText("Select a conversation from the sidebar to start chatting with your training partners"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find Training Partners" })).toHaveAttribute("href", "/matching");
    expect(screen.getByRole("heading", { name: "Messages" })).toBeInTheDocument();
  });

  it("opens ?user= as an empty conversation with the member's name when there are no messages yet", async () => {
    const fetchMock = mockFetch({
      "GET /api/messages/conversations": () => json([]),
      "GET /api/messages?with=u-2&limit=50": () => json([]),
      "GET /api/users/u-2": () => json(userView({ id: "u-2", displayName: "Kenji Sato", username: "kenji" })),
    });
    await renderRoutes("/messages?user=u-2", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    const log = await screen.findByRole("log", { name: "Messages with Kenji Sato" });
    expect(within(log).getByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message Kenji Sato" })).toBeInTheDocument();
    expect(screen.queryByText("Welcome to Messages")).not.toBeInTheDocument();
    // Nothing of theirs to mark read.
    expect(sentBodies(fetchMock, "POST", "/api/messages/conversations/u-2/read")).toEqual([]);
  });

  it("marks the open conversation read again when a new message arrives (the live stream refetches /api/messages)", async () => {
    let messages = [hello];
    const fetchMock = mockFetch({
      "GET /api/messages/conversations": () => json([conversationView(kenji, messages.at(-1)!, 1)]),
      "GET /api/messages?with=u-2&limit=50": () => json(messages),
      "POST /api/messages/conversations/u-2/read": () => empty(),
    });
    const { queryClient } = await renderRoutes("/messages?user=u-2", fakeSession(me));
    const log = await screen.findByRole("log", { name: "Messages with Kenji Sato" });
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/messages/conversations/u-2/read")).toHaveLength(1));

    messages = [hello, directMessage(kenji, ana, "Are you there?")];
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/messages"] }));

    expect(await within(log).findByText("Are you there?")).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/messages/conversations/u-2/read")).toHaveLength(2));
  });

  it("on a small screen shows the list or the chat, with a way back to the list", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation((query) =>
      fakeMediaQueryList(query, query === "(max-width: 767.98px)"),
    );
    mockFetch({
      "GET /api/messages/conversations": () => json([conversationView(kenji, hello)]),
      "GET /api/messages?with=u-2&limit=50": () => json([hello]),
      "POST /api/messages/conversations/u-2/read": () => empty(),
    });
    await renderRoutes("/messages", fakeSession(me));
    const user = userEvent.setup();

    await user.click(await screen.findByRole("link", { name: /Kenji Sato/ }));
    expect(await screen.findByRole("log", { name: "Messages with Kenji Sato" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Conversations" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to conversations" }));
    expect(await screen.findByRole("list", { name: "Conversations" })).toBeInTheDocument();
    expect(screen.queryByRole("log")).not.toBeInTheDocument();
    expect(screen.queryByText("Welcome to Messages")).not.toBeInTheDocument();
  });

  it("announces a message from the other member as it arrives, not the thread as it loads nor one's own", async () => {
    let messages = [hello];
    mockFetch({
      "GET /api/messages/conversations": () => json([conversationView(kenji, messages.at(-1)!, 1)]),
      "GET /api/messages?with=u-2&limit=50": () => json(messages),
      "POST /api/messages/conversations/u-2/read": () => empty(),
    });
    const announced: string[] = [];
    const stop = onAnnouncement(({ text, assertive }) => void announced.push(`${assertive ? "!" : ""}${text}`));
    const { queryClient } = await renderRoutes("/messages?user=u-2", fakeSession(me));
    const log = await screen.findByRole("log", { name: "Messages with Kenji Sato" });
    expect(announced).toEqual([]);

    messages = [hello, directMessage(ana, kenji, "Yes?"), directMessage(kenji, ana, "Are you there?")];
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/messages"] }));
    expect(await within(log).findByText("Are you there?")).toBeInTheDocument();
    expect(announced).toEqual(["New message from Kenji Sato: Are you there?"]);

    await speakPortuguese();
    messages = [...messages, directMessage(kenji, ana, "Tudo bem?")];
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/messages"] }));
    await waitFor(() =>
      expect(announced).toEqual([
        "New message from Kenji Sato: Are you there?",
        "Nova mensagem de Kenji Sato: Tudo bem?",
      ]),
    );
    stop();
  });

  it("welcomes the member in Brazilian Portuguese", async () => {
    mockFetch({ "GET /api/messages/conversations": () => json([]) });
    await renderRoutes("/messages", fakeSession(me));
    await screen.findByRole("heading", { name: "Welcome to Messages" });

    await speakPortuguese();

    expect(await screen.findByRole("heading", { name: "Bem-vindo às Mensagens" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Encontrar parceiros de treino" })).toHaveAttribute("href", "/matching");
    expect(screen.getByRole("heading", { name: "Mensagens" })).toBeInTheDocument();
    expect(await screen.findByText("Nenhuma conversa ainda")).toBeInTheDocument();
  });
});
