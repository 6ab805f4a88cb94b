import type { BlockedMember } from "@kumite/contracts/moderation/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const me = sessionUser({ id: "me" });
const kenji: BlockedMember = {
  id: "u-2",
  displayName: "Kenji Sato",
  username: "kenji",
  blockedAt: "2026-03-01T10:00:00.000Z",
};
const gone: BlockedMember = { id: "u-9", displayName: null, username: null, blockedAt: "2026-02-01T10:00:00.000Z" };

async function openBlockedUsers(blocks: BlockedMember[], routes: (list: { current: BlockedMember[] }) => FetchRoutes) {
  const list = { current: blocks };
  const fetchMock = mockFetch({
    "GET /api/connections": () => json([]),
    "GET /api/blocks": () => json(list.current),
    ...routes(list),
  });
  await renderRoutes("/options", fakeSession(me));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: /Blocked Users|Usuários bloqueados/ }));
  return { fetchMock, user, list };
}

describe("Options → Blocked Users", () => {
  it("lists the members I blocked by name, with the day, each with Unblock", async () => {
    await openBlockedUsers([kenji, gone], () => ({}));

    const section = await screen.findByRole("region", { name: "Blocked Users" });
    expect(within(section).getByRole("heading", { name: "Blocked Users (2)" })).toBeInTheDocument();
    const [first, second] = within(section).getAllByRole("listitem");
    expect(first).toHaveTextContent("Kenji Sato");
    expect(first).toHaveTextContent("@kenji");
    expect(first).toHaveTextContent("Blocked on Mar 1, 2026");
    expect(within(first!).getByRole("button", { name: "Unblock Kenji Sato" })).toHaveTextContent("Unblock");
    expect(second).toHaveTextContent("A deleted account");
  });

  it("says so when nobody is blocked", async () => {
    await openBlockedUsers([], () => ({}));
    expect(await screen.findByText("You have not blocked anyone")).toBeInTheDocument();
  });

  it("unblocks: POSTs the unblock, says 'User unblocked' and the list refetches without a reload", async () => {
    const { fetchMock, user } = await openBlockedUsers([kenji], (list) => ({
      "POST /api/users/u-2/unblock": () => {
        list.current = [];
        return json({ message: "User unblocked", blockedId: "u-2" });
      },
    }));

    await user.click(await screen.findByRole("button", { name: "Unblock Kenji Sato" }));

    expect(await findToast("User unblocked")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/users/u-2/unblock")).toEqual([{ blockerId: "me" }]);
    expect(await screen.findByText("You have not blocked anyone")).toBeInTheDocument();
    // Twice: the first load and the refetch after the unblock.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([path]) => path === "/api/blocks")).toHaveLength(2));
  });

  it("says what went wrong when unblocking fails, and keeps the member listed", async () => {
    const { user } = await openBlockedUsers([kenji], () => ({
      "POST /api/users/u-2/unblock": () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    }));

    await user.click(await screen.findByRole("button", { name: "Unblock Kenji Sato" }));

    expect(await findToast("Failed to unblock user")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unblock Kenji Sato" })).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese", async () => {
    await speakPortuguese();
    await openBlockedUsers([kenji], () => ({}));
    const section = await screen.findByRole("region", { name: "Usuários bloqueados" });
    expect(within(section).getByRole("button", { name: "Desbloquear Kenji Sato" })).toBeInTheDocument();
    expect(section).toHaveTextContent("Bloqueado em 1 de mar. de 2026");
  });
});
