import type { DojoView } from "@kumite/contracts/dojo/views";
import type { UserView } from "@kumite/contracts/identity/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { dojoView, sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { DojosPage } from "./dojos-page.tsx";

const me = sessionUser({ id: "me", displayName: "Mia" });

/** Tatami Club, owned by Olga, with four arts (three shown). */
const tatamiClub = (overrides: Partial<DojoView> = {}) =>
  dojoView({
    name: "Tatami Club",
    description: "Randori on Fridays",
    martialArts: ["Judo", "Sambo", "Wrestling", "Brazilian Jiu-Jitsu"],
    ownerId: "olga",
    owner: { displayName: "Olga", username: "olga" },
    memberCount: 1,
    ...overrides,
  });

/** The page as `place` puts the signed-in member: in no dojo, or in one with a role. */
function renderPage(dojos: DojoView[], place: Partial<UserView> = {}, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({
    "GET /api/dojos": () => json(dojos),
    "GET /api/users/me": () => json(userView({ id: "me", displayName: "Mia", ...place })),
    ...routes,
  });
  renderInRouter(<DojosPage />, fakeSession(me));
  return fetchMock;
}

const card = async (name: string) => within(await screen.findByRole("article", { name }));

describe("the dojo list", () => {
  it("shows six skeleton cards while loading, then each dojo's card", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      "GET /api/dojos": () => new Promise((resolve) => (answer = resolve)),
      "GET /api/users/me": () => json(userView({ id: "me" })),
    });
    const { container } = renderInRouter(<DojosPage />, fakeSession(me));
    expect(await screen.findByText("Loading dojos")).toBeInTheDocument();
    expect(container.querySelectorAll(".ant-skeleton")).toHaveLength(6);

    answer(json([tatamiClub({ memberCount: 12 })]));
    const tatami = await card("Tatami Club");
    expect(tatami.getByText("Lisbon")).toBeInTheDocument();
    expect(tatami.getByText("Randori on Fridays")).toBeInTheDocument();
    expect(tatami.getByText("12 members")).toBeInTheDocument();
    expect(tatami.getByText("Owner: Olga")).toBeInTheDocument();
    // Up to 3 arts, then "+N more".
    expect(tatami.getAllByRole("listitem").map((badge) => badge.textContent)).toEqual([
      "Judo",
      "Sambo",
      "Wrestling",
      "+1 more",
    ]);
  });

  it('says "No dojos available" when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText("No dojos available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("offers Join Dojo to a member in no dojo, and says so when it worked", async () => {
    const fetchMock = renderPage([tatamiClub()], {}, { "POST /api/dojos/d-1/join": () => json(tatamiClub()) });
    const tatami = await card("Tatami Club");
    expect(tatami.queryByRole("button", { name: "Manage" })).not.toBeInTheDocument();
    expect(tatami.queryByRole("button", { name: "Leave" })).not.toBeInTheDocument();
    expect(tatami.queryByRole("link", { name: "Events" })).not.toBeInTheDocument();

    await userEvent.click(tatami.getByRole("button", { name: "Join Dojo" }));

    expect(await findToast("Joined dojo successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/join")).toEqual([{ userId: "me" }]);
  });

  it("shows no toast when joining fails (SPEC §8)", async () => {
    const fetchMock = renderPage(
      [tatamiClub()],
      {},
      {
        "POST /api/dojos/d-1/join": () => json({ message: "nope", code: "dojo.in-another-dojo" }, { status: 409 }),
      },
    );
    await userEvent.click((await card("Tatami Club")).getByRole("button", { name: "Join Dojo" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/join")).toHaveLength(1));
    expect(screen.queryByText("Joined dojo successfully!")).not.toBeInTheDocument();
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("gives a member the Member badge, Events and Leave, and the owner Manage without Leave", async () => {
    const fetchMock = renderPage(
      [
        tatamiClub(),
        tatamiClub({ id: "d-2", name: "Mia's Gym", ownerId: "me", owner: { displayName: "Mia", username: "mia" } }),
      ],
      { dojoId: "d-1", dojoRole: "new_blood" },
      { "POST /api/dojos/d-1/leave": () => json(tatamiClub()) },
    );
    const tatami = await card("Tatami Club");
    expect(tatami.getByText("Member")).toBeInTheDocument();
    expect(tatami.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events?dojoId=d-1");
    // New blood may only chat: no management controls.
    expect(tatami.queryByRole("button", { name: "Manage" })).not.toBeInTheDocument();

    const own = await card("Mia's Gym");
    expect(own.getByText("Owner")).toBeInTheDocument();
    expect(own.getByRole("button", { name: "Manage" })).toBeInTheDocument();
    expect(own.queryByRole("button", { name: "Leave" })).not.toBeInTheDocument();

    await userEvent.click(tatami.getByRole("button", { name: "Leave" }));
    expect(await findToast("Left dojo successfully")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/leave")).toEqual([{ userId: "me" }]);
  });

  it("lists the member's own dojo first even when the list's first page leaves it out", async () => {
    renderPage(
      [tatamiClub()],
      { dojoId: "d-9", dojoRole: "warrior" },
      {
        "GET /api/dojos/d-9": () => json(tatamiClub({ id: "d-9", name: "Small Dojo" })),
      },
    );
    await waitFor(() => expect(screen.getAllByRole("article")[0]).toHaveAccessibleName("Small Dojo"));
    // In a dojo: other dojos' Join Dojo is there but disabled.
    expect((await card("Tatami Club")).getByRole("button", { name: "Join Dojo" })).toBeDisabled();
  });

  it("reads Brazilian Portuguese once chosen, plurals included", async () => {
    renderPage([tatamiClub({ memberCount: 3 })]);
    await card("Tatami Club");
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("heading", { name: "Dojos de artes marciais" })).toBeInTheDocument();
    expect(screen.getByText("3 membros")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Entrar no dojo" })).toBeInTheDocument();
  });
});
