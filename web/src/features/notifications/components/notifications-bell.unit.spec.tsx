import type { NotificationView } from "@kumite/contracts/messaging/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { NotificationsBell } from "./notifications-bell.tsx";

const HOUR = 60 * 60 * 1000;
const LIST = "GET /api/notifications/me";

function notification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: "n1",
    type: "connection_request",
    title: "Kenji wants to connect",
    message: null,
    read: false,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    subjectId: "user-2",
    actorName: null,
    count: null,
    matched: false,
    invitation: null,
    event: null,
    ...overrides,
  };
}

const render = (routes: FetchRoutes) => {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<NotificationsBell />, fakeSession(sessionUser({ id: "me" })));
  return fetchMock;
};
const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === path && (init?.method ?? "GET") === method).length;

async function openPanel(name: string | RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  await screen.findByRole("dialog", { name: "Notifications" });
  return user;
}

describe("NotificationsBell", () => {
  it("has no badge with nothing unread and opens the popover, which its close button closes, giving focus back", async () => {
    render({ [LIST]: () => json([]) });
    const user = await openPanel("Notifications");

    await waitFor(() => expect(screen.getByRole("dialog", { name: "Notifications" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
    expect(screen.getByText("No notifications yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close notifications" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Notifications" })).toHaveFocus();
  });

  it("names the bell with the unread count and caps the badge at 99+", async () => {
    const many = Array.from({ length: 150 }, (_, index) => notification({ id: `n${index}` }));
    render({ [LIST]: () => json(many) });

    expect(await screen.findByRole("button", { name: "Notifications, 99+ unread" })).toHaveTextContent("99+");
  });

  it("counts only unread notifications", async () => {
    render({
      [LIST]: () => json([notification({ id: "a" }), notification({ id: "b", read: true }), notification({ id: "c" })]),
    });

    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  });

  it("reads a non-OK list reply as no notifications", async () => {
    render({ [LIST]: () => json({ message: "down" }, { status: 500 }) });
    await openPanel("Notifications");

    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("lists title, message and '… ago' with an icon named by type, a generic one for unknown types", async () => {
    render({
      [LIST]: () =>
        json([
          notification({
            id: "a",
            type: "connection_request",
            title: "Kenji wants to connect",
            message: "Karate, Osaka",
          }),
          notification({ id: "b", type: "connection_accepted", title: "Ana accepted" }),
          notification({
            id: "c",
            type: "new_message",
            title: "New message from Ana",
            createdAt: new Date(Date.now() - 50 * HOUR).toISOString(),
          }),
          notification({
            id: "d",
            type: "event_reminder",
            title: "Randori tomorrow",
            createdAt: new Date().toISOString(),
          }),
          notification({ id: "e", type: "event_invite", title: "Join the seminar" }),
          notification({ id: "f", type: "dojo_promotion", title: "You are a warrior now", read: true }),
        ]),
    });
    await openPanel("Notifications, 5 unread");
    const items = within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem");

    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole("img", { name: "Connection request" })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Kenji wants to connect");
    expect(items[0]).toHaveTextContent("Karate, Osaka");
    expect(items[0]).toHaveTextContent("3h ago");
    expect(within(items[1]!).getByRole("img", { name: "Connection accepted" })).toBeInTheDocument();
    expect(within(items[2]!).getByRole("img", { name: "New message" })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent("2d ago");
    expect(within(items[3]!).getByRole("img", { name: "Event reminder" })).toBeInTheDocument();
    expect(items[3]).toHaveTextContent("Just now");
    expect(within(items[4]!).getByRole("img", { name: "Event invite" })).toBeInTheDocument();
    expect(within(items[5]!).getByRole("img", { name: "Notification" })).toBeInTheDocument();
  });

  it("marks an unread notification read when chosen, then refetches the list", async () => {
    let read = false;
    const fetchMock = render({
      [LIST]: () => json([notification({ read })]),
      "PATCH /api/notifications/n1/read": () => {
        read = true;
        return json(notification({ read: true }));
      },
    });
    const user = await openPanel("Notifications, 1 unread");

    await user.click(screen.getByRole("button", { name: /^Unread: Connection request Kenji wants to connect/ }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    expect(calls(fetchMock, "PATCH", "/api/notifications/n1/read")).toBe(1);
    expect(calls(fetchMock, "GET", "/api/notifications/me")).toBe(2);
    expect(screen.queryByRole("button", { name: /Kenji wants to connect/ })).not.toBeInTheDocument();
  });

  it("does nothing when a read notification is chosen", async () => {
    const fetchMock = render({ [LIST]: () => json([notification({ read: true })]) });
    const user = await openPanel("Notifications");

    await user.click(screen.getByText("Kenji wants to connect"));

    expect(screen.queryByRole("button", { name: /Kenji wants to connect/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("marks all read with one call, then refetches", async () => {
    let read = false;
    const fetchMock = render({
      [LIST]: () => json([notification({ id: "a", read }), notification({ id: "b", read })]),
      "POST /api/notifications/read-all": () => {
        read = true;
        return empty();
      },
    });
    const user = await openPanel("Notifications, 2 unread");

    await user.click(screen.getByRole("button", { name: "Mark all read" }));

    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(calls(fetchMock, "POST", "/api/notifications/read-all")).toBe(1);
    expect(calls(fetchMock, "GET", "/api/notifications/me")).toBe(2);
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("closes with Escape and fetches nothing without a signed-in user", async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<NotificationsBell />, fakeSession(null));
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Notifications" }));
    await screen.findByRole("dialog", { name: "Notifications" });
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Notifications" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("words titles and messages from their data in the member's language, and shows the rest as sent", async () => {
    render({
      [LIST]: () =>
        json([
          notification({
            id: "a",
            type: "connection_request",
            title: "New connection request",
            message: "Kenji wants to train with you",
            actorName: "Kenji",
          }),
          notification({
            id: "b",
            type: "connection_accepted",
            title: "It's a match!",
            actorName: "Ben",
            matched: true,
          }),
          notification({
            id: "c",
            type: "new_message",
            title: "3 new messages from Ana",
            message: "Oss! See you at 7",
            actorName: "Ana",
            count: 3,
          }),
          notification({
            id: "d",
            type: "dojo_promotion",
            title: "New connection request",
            read: true,
            actorName: "Ana",
          }),
        ]),
    });
    await screen.findByRole("button", { name: "Notifications, 3 unread" });

    await speakPortuguese();
    await userEvent.setup().click(screen.getByRole("button", { name: "Notificações, 3 não lidas" }));

    const panel = within(await screen.findByRole("dialog", { name: "Notificações" }));
    const items = within(panel.getByRole("list", { name: "Notificações" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Novo pedido de conexão");
    expect(items[0]).toHaveTextContent("Kenji quer treinar com você");
    expect(items[0]).toHaveTextContent("há 3 h");
    expect(within(items[0]!).getByRole("img", { name: "Pedido de conexão" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Deu match!");
    expect(items[1]).toHaveTextContent("Você e Ben querem treinar juntos");
    expect(items[2]).toHaveTextContent("3 novas mensagens de Ana");
    // The preview is the sender's own words.
    expect(items[2]).toHaveTextContent("Oss! See you at 7");
    // An unknown type's title stays the server's, whatever it says.
    expect(items[3]).toHaveTextContent("New connection request");
    expect(within(items[3]!).getByRole("img", { name: "Notificação" })).toBeInTheDocument();
    expect(
      panel.getByRole("button", { name: /^Não lida: Pedido de conexão Novo pedido de conexão/ }),
    ).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Marcar todas como lidas" })).toBeEnabled();
    expect(panel.getByRole("button", { name: "Fechar notificações" })).toBeInTheDocument();
  });

  it("words one new message in the singular", async () => {
    render({
      [LIST]: () =>
        json([
          notification({
            type: "new_message",
            title: "New message from Ana",
            message: "Oss",
            actorName: "Ana",
            count: 1,
          }),
        ]),
    });
    await openPanel("Notifications, 1 unread");

    expect(within(screen.getByRole("list", { name: "Notifications" })).getByRole("listitem")).toHaveTextContent(
      "New message from Ana",
    );
  });

  it("tells a reporter that action was taken on their report, naming nobody, in either language", async () => {
    render({
      [LIST]: () =>
        json([
          notification({
            type: "report_action_taken",
            title: "Action taken on your report",
            message: "A member you reported has been suspended. Thank you for keeping Kumite safe.",
            subjectId: null,
          }),
        ]),
    });
    await openPanel("Notifications, 1 unread");

    const item = within(screen.getByRole("list", { name: "Notifications" })).getByRole("listitem");
    expect(item).toHaveTextContent("Action taken on your report");
    expect(item).toHaveTextContent("A member you reported has been suspended. Thank you for keeping Kumite safe.");
    expect(within(item).getByRole("img", { name: "Report outcome" })).toBeInTheDocument();

    await speakPortuguese();

    const traduzido = within(screen.getByRole("list", { name: "Notificações" })).getByRole("listitem");
    expect(traduzido).toHaveTextContent("Sua denúncia foi atendida");
    expect(traduzido).toHaveTextContent(
      "Um membro que você denunciou foi suspenso. Obrigado por manter o Kumite seguro.",
    );
    expect(within(traduzido).getByRole("img", { name: "Resultado da denúncia" })).toBeInTheDocument();
  });

  it("tells a member removed from a dojo which dojo and why, naming nobody, in either language", async () => {
    render({
      [LIST]: () =>
        json([
          notification({
            type: "dojo_removed",
            title: "You were removed from Tatami Club",
            message: "Reason: Spam in the chat",
            subjectId: null,
            removal: { dojoId: "d-1", dojoName: "Tatami Club", reason: "Spam in the chat" },
          }),
        ]),
    });
    await openPanel("Notifications, 1 unread");

    const item = within(screen.getByRole("list", { name: "Notifications" })).getByRole("listitem");
    expect(item).toHaveTextContent("You were removed from Tatami Club");
    expect(item).toHaveTextContent("Reason: Spam in the chat");
    expect(within(item).getByRole("img", { name: "Removed from a dojo" })).toBeInTheDocument();

    await speakPortuguese();

    const traduzido = within(screen.getByRole("list", { name: "Notificações" })).getByRole("listitem");
    expect(traduzido).toHaveTextContent("Você foi removido(a) de Tatami Club");
    expect(traduzido).toHaveTextContent("Motivo: Spam in the chat");
    expect(within(traduzido).getByRole("img", { name: "Removido(a) de um dojo" })).toBeInTheDocument();
  });

  it("names the bell in Brazilian Portuguese, one unread as a singular", async () => {
    render({ [LIST]: () => json([notification()]) });
    await screen.findByRole("button", { name: "Notifications, 1 unread" });

    await speakPortuguese();

    expect(screen.getByRole("button", { name: "Notificações, 1 não lida" })).toHaveTextContent("1");
  });

  it("shows the English server titles as the server words them", async () => {
    render({
      [LIST]: () =>
        json([
          notification({ title: "New connection request" }),
          notification({ id: "b", type: "connection_accepted", title: "It's a match!" }),
        ]),
    });
    await openPanel("Notifications, 2 unread");

    const items = within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("New connection request");
    expect(items[1]).toHaveTextContent("It's a match!");
  });
});
