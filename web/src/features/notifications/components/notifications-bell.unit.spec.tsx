import type { NotificationView } from "@kumite/contracts/messaging/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
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
    render({ [LIST]: () => json([notification({ id: "a" }), notification({ id: "b", read: true }), notification({ id: "c" })]) });

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
          notification({ id: "a", type: "connection_request", title: "Kenji wants to connect", message: "Karate, Osaka" }),
          notification({ id: "b", type: "connection_accepted", title: "Ana accepted" }),
          notification({ id: "c", type: "new_message", title: "New message from Ana", createdAt: new Date(Date.now() - 50 * HOUR).toISOString() }),
          notification({ id: "d", type: "event_reminder", title: "Randori tomorrow", createdAt: new Date().toISOString() }),
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
});
