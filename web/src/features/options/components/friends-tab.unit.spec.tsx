import type { ConnectionView } from "@kumite/contracts/social/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { connectedMember, connectionView } from "@/testing/connection-fixtures.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me" });
const ana = connectedMember({ id: "me", displayName: "Ana de Souza", username: "ana_judo" });
const kenji = connectedMember({
  id: "u-2",
  displayName: "Kenji Sato",
  location: "Osaka",
  martialArts: ["Karate", "Judo", "Boxing", "Sambo"],
});
const mia = connectedMember({ id: "u-3", displayName: "Mia Chen", location: "", martialArts: ["Muay Thai"] });
const leo = connectedMember({ id: "u-4", displayName: "Leo Costa", location: "Porto", martialArts: [] });
const sara = connectedMember({ id: "u-5", displayName: "Sara Lind", location: "Oslo", martialArts: ["Wrestling"] });

/** Kenji asked me and I accepted; I asked Mia (accepted); I asked Leo (pending); Sara asked me (pending). */
const friendKenji = connectionView({ id: "c-1", user: kenji, connectedUser: ana });
const friendMia = connectionView({ id: "c-2", user: ana, connectedUser: mia });
const sentToLeo = connectionView({ id: "c-3", user: ana, connectedUser: leo, status: "pending", acceptedAt: null });
const fromSara = connectionView({ id: "c-4", user: sara, connectedUser: ana, status: "pending", acceptedAt: null });

/** The Options page with a connections list that the routes may change. */
async function renderFriends(
  connections: ConnectionView[],
  routes: (list: { current: ConnectionView[] }) => FetchRoutes = () => ({}),
) {
  const list = { current: connections };
  const fetchMock = mockFetch({ "GET /api/connections": () => json(list.current), ...routes(list) });
  await renderRoutes("/options", fakeSession(me));
  await screen.findByRole("heading", { name: "Account Options" });
  return { fetchMock, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole("region", { name });
const without = (list: { current: ConnectionView[] }, id: string) => {
  list.current = list.current.filter((connection) => connection.id !== id);
  return empty();
};

describe("Options → Friends", () => {
  it("has the Friends, Blocked Users and Account tabs, Friends first", async () => {
    await renderFriends([]);
    expect(screen.getByRole("tab", { name: "Friends" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Blocked Users" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Account" })).toBeInTheDocument();
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();
  });

  it("lists friends with the other party's name, location and up to 2 martial arts", async () => {
    await renderFriends([friendKenji, friendMia, sentToLeo, fromSara]);

    const friends = await section("Friends");
    const [first, second] = within(friends)
      .getAllByRole("listitem")
      .filter((item) => item.tagName === "LI");
    expect(within(first!).getByRole("link", { name: "Kenji Sato" })).toHaveAttribute("href", "/profile/u-2");
    expect(first).toHaveTextContent("Osaka");
    expect(within(first!).getByText("Karate")).toBeInTheDocument();
    expect(within(first!).getByText("Judo")).toBeInTheDocument();
    expect(within(first!).queryByText("Boxing")).not.toBeInTheDocument();
    expect(within(first!).getByText("+2 more")).toBeInTheDocument();
    expect(within(first!).getByRole("button", { name: "Remove Friend Kenji Sato" })).toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "Mia Chen" })).toBeInTheDocument();
    expect(second).toHaveTextContent("Location not set");
    expect(within(friends).queryByText("Ana de Souza")).not.toBeInTheDocument();
  });

  it("lists the requests I sent with a Pending badge, and the ones I received with Accept and Decline", async () => {
    await renderFriends([friendKenji, sentToLeo, fromSara]);

    const sent = await section("Sent requests");
    expect(within(sent).getByText("Leo Costa")).toBeInTheDocument();
    expect(within(sent).getByText("Pending")).toBeInTheDocument();
    expect(within(sent).getByRole("button", { name: "Withdraw request to Leo Costa" })).toBeInTheDocument();
    expect(within(sent).queryByRole("button", { name: /Remove Friend/ })).not.toBeInTheDocument();

    const requests = screen.getByRole("region", { name: "Friend requests" });
    expect(within(requests).getByText("Sara Lind")).toBeInTheDocument();
    expect(within(requests).getByRole("button", { name: "Accept request from Sara Lind" })).toBeInTheDocument();
    expect(within(requests).getByRole("button", { name: "Decline request from Sara Lind" })).toBeInTheDocument();
  });

  it("removes a friend with DELETE and says 'Friend removed'", async () => {
    const { fetchMock, user } = await renderFriends([friendKenji, friendMia], (list) => ({
      "DELETE /api/connections/c-1": () => without(list, "c-1"),
    }));

    await user.click(await screen.findByRole("button", { name: "Remove Friend Kenji Sato" }));

    // The toast and the live region that announces it both say it.
    expect(await screen.findAllByText("Friend removed")).not.toHaveLength(0);
    expect(
      fetchMock.mock.calls.some(([path, init]) => path === "/api/connections/c-1" && init?.method === "DELETE"),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Kenji Sato" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Mia Chen" })).toBeInTheDocument();
  });

  it("accepts a request with PATCH, which makes the member a friend", async () => {
    const { fetchMock, user } = await renderFriends([fromSara], (list) => ({
      "PATCH /api/connections/c-4": () => {
        list.current = [{ ...fromSara, status: "accepted", acceptedAt: "2025-03-01T00:00:00.000Z" }];
        return json(list.current[0]);
      },
    }));

    await user.click(await screen.findByRole("button", { name: "Accept request from Sara Lind" }));

    expect(await findToast("Friend request accepted")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/api/connections/c-4")).toEqual([{ status: "accepted" }]);
    expect(await screen.findByRole("button", { name: "Remove Friend Sara Lind" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Friend requests" })).not.toBeInTheDocument();
  });

  it("declines a request with DELETE", async () => {
    const { user } = await renderFriends([fromSara], (list) => ({
      "DELETE /api/connections/c-4": () => without(list, "c-4"),
    }));

    await user.click(await screen.findByRole("button", { name: "Decline request from Sara Lind" }));

    // The toast and the live region that announces it both say it.
    expect(await screen.findAllByText("Request declined")).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText("Sara Lind")).not.toBeInTheDocument());
  });

  it("withdraws a sent request with DELETE", async () => {
    const { user } = await renderFriends([sentToLeo], (list) => ({
      "DELETE /api/connections/c-3": () => without(list, "c-3"),
    }));

    await user.click(await screen.findByRole("button", { name: "Withdraw request to Leo Costa" }));

    // The toast and the live region that announces it both say it.
    expect(await screen.findAllByText("Request withdrawn")).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText("Leo Costa")).not.toBeInTheDocument());
  });

  it("says what went wrong when removing fails", async () => {
    const { user } = await renderFriends([friendKenji], () => ({
      "DELETE /api/connections/c-1": () => json({ message: "Connection not found" }, { status: 404 }),
    }));

    await user.click(await screen.findByRole("button", { name: "Remove Friend Kenji Sato" }));

    expect(await screen.findByText("Connection not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kenji Sato" })).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    setLocale("pt-BR");
    mockFetch({ "GET /api/connections": () => json([friendMia, fromSara]) });
    await renderRoutes("/options", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Opções da conta" })).toBeInTheDocument();
    const friends = await section("Amigos");
    expect(within(friends).getByRole("heading", { name: "Amigos (1)" })).toBeInTheDocument();
    expect(within(friends).getByText("Localização não informada")).toBeInTheDocument();
    expect(within(friends).getByRole("button", { name: "Remover amigo Mia Chen" })).toHaveTextContent("Remover amigo");
    const requests = screen.getByRole("region", { name: "Pedidos de amizade" });
    expect(within(requests).getByText("Pendente")).toBeInTheDocument();
    expect(within(requests).getByRole("button", { name: "Aceitar pedido de Sara Lind" })).toBeInTheDocument();
  });
});
