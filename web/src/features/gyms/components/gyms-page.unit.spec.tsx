import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { gymView, sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { LOCATING_PATIENCE_MS } from "../hooks/use-member-location.ts";
import { answerGeolocation, pendingGeolocation } from "../testing/geolocation.ts";
import { browserTimeZone } from "../utils/time-zone.ts";
import { GymsPage } from "./gyms-page.tsx";

// Leaflet draws nothing in jsdom; the map has its own browser test.
vi.mock("./lazy-gym-map.ts", () => ({ LazyGymMap: () => null }));

const zone = encodeURIComponent(browserTimeZone());
const nearby = (latitude: number, longitude: number, radius = 25, extra = "") =>
  `GET /api/gyms/nearby?latitude=${latitude}&longitude=${longitude}&radius=${radius}${extra}&timeZone=${zone}`;
const all = (extra = "") => `GET /api/gyms?${extra}timeZone=${zone}`;

const atHome = sessionUser({ id: "me", latitude: 38.7, longitude: -9.1 });
const nowhere = sessionUser({ id: "me", latitude: null, longitude: null });

function renderPage(routes: FetchRoutes, user = atHome, gymId: string | null = null) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<GymsPage gymId={gymId} />, fakeSession(user));
  return { fetchMock };
}

const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith("/api/gyms"));

const cardNames = async () =>
  within(await screen.findByRole("list", { name: "Gyms" }))
    .getAllByRole("article")
    .map((card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent);

describe("the gyms page", () => {
  it("is headed in SPEC's words and offers Add Gym", () => {
    renderPage({ [nearby(38.7, -9.1)]: () => json([]) });
    expect(screen.getByRole("heading", { level: 2, name: "Discover Gyms" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Gym" })).toBeInTheDocument();
  });

  it("asks for the gyms near the profile's coordinates, nearest first, with the radius box", async () => {
    const { fetchMock } = renderPage({
      [nearby(38.7, -9.1)]: () => json([gymView({ id: "a", name: "Near" }), gymView({ id: "b", name: "Far" })]),
    });
    expect(await cardNames()).toEqual(["Near", "Far"]);
    expect(screen.getByRole("textbox", { name: "Search radius (km)" })).toHaveValue("25");
    expect(calledPaths(fetchMock)).toEqual([nearby(38.7, -9.1).slice(4)]);
  });

  it("asks the browser when the profile has no coordinates, and searches near it", async () => {
    answerGeolocation({ latitude: 41.15, longitude: -8.61 });
    renderPage({ [nearby(41.15, -8.61)]: () => json([gymView({ name: "Porto BJJ" })]) }, nowhere);
    expect(await cardNames()).toEqual(["Porto BJJ"]);
    expect(screen.getByRole("textbox", { name: "Search radius (km)" })).toBeInTheDocument();
  });

  it("lists every gym, with no radius box, when the location is not known", async () => {
    answerGeolocation("refused");
    const { fetchMock } = renderPage(
      { [all()]: () => json([gymView({ name: "Anywhere", distance: undefined })]) },
      nowhere,
    );
    expect(await cardNames()).toEqual(["Anywhere"]);
    expect(screen.queryByRole("textbox", { name: "Search radius (km)" })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).some((path) => path.includes("nearby"))).toBe(false);
  });

  it("lists every gym while the browser's question goes unanswered, and the nearby ones once it is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const prompt = pendingGeolocation();
      renderPage(
        {
          [all()]: () => json([gymView({ id: "a", name: "Anywhere", distance: undefined })]),
          [nearby(41.15, -8.61)]: () => json([gymView({ id: "p", name: "Porto BJJ" })]),
        },
        nowhere,
      );
      await act(async () => vi.advanceTimersByTime(LOCATING_PATIENCE_MS));
      expect(await cardNames()).toEqual(["Anywhere"]);
      act(() => prompt.answer({ latitude: 41.15, longitude: -8.61 }));
      await waitFor(async () => expect(await cardNames()).toEqual(["Porto BJJ"]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("falls back to every gym when nearby fails, then to an empty list (SPEC §8)", async () => {
    renderPage({
      [nearby(38.7, -9.1)]: () => json({ message: "boom" }, { status: 500 }),
      [all()]: () => json([gymView({ name: "From the list" })]),
    });
    expect(await cardNames()).toEqual(["From the list"]);
  });

  it('says "No gyms found" when both fail', async () => {
    renderPage({
      [nearby(38.7, -9.1)]: () => json({ message: "boom" }, { status: 500 }),
      [all()]: () => new Response("", { status: 502 }),
    });
    expect(await screen.findByRole("heading", { name: "No gyms found" })).toBeInTheDocument();
  });

  it("opens the open mats of the gym its address names, one search found far from the member", async () => {
    const far = gymView({ id: "far-away", name: "Academia Fênix" });
    renderPage(
      {
        [nearby(38.7, -9.1)]: () => json([gymView({ id: "near", name: "Near" })]),
        [`GET /api/gyms/far-away?timeZone=${zone}`]: () => json(far),
      },
      atHome,
      "far-away",
    );
    expect(await screen.findByRole("dialog", { name: "Open mats at Academia Fênix" })).toBeInTheDocument();
    expect(await cardNames()).toEqual(["Near"]);
  });

  it('says "No gyms found" when there are none', async () => {
    renderPage({ [nearby(38.7, -9.1)]: () => json([]) });
    expect(await screen.findByRole("heading", { name: "No gyms found" })).toBeInTheDocument();
  });

  it("searches 1 to 100 km, and 25 when the box cannot be read as a number", async () => {
    const { fetchMock } = renderPage({
      [nearby(38.7, -9.1)]: () => json([]),
      [nearby(38.7, -9.1, 100)]: () => json([gymView({ name: "Wide" })]),
      [nearby(38.7, -9.1, 1)]: () => json([gymView({ name: "Close" })]),
    });
    const box = screen.getByRole("textbox", { name: "Search radius (km)" });
    await userEvent.clear(box);
    await userEvent.type(box, "500");
    await waitFor(async () => expect(await cardNames()).toEqual(["Wide"]));
    await userEvent.clear(box);
    await userEvent.type(box, "0");
    await waitFor(async () => expect(await cardNames()).toEqual(["Close"]));
    await userEvent.clear(box);
    await userEvent.type(box, "far");
    await userEvent.tab();
    expect(box).toHaveValue("25");
    // 25 km again: its answer (none) is shown.
    expect(await screen.findByRole("heading", { name: "No gyms found" })).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain(nearby(38.7, -9.1, 100).slice(4));
  });

  it("filters to gyms with an open mat today, or this weekend", async () => {
    renderPage({
      [nearby(38.7, -9.1)]: () => json([gymView({ id: "a", name: "Any" })]),
      [nearby(38.7, -9.1, 25, "&openMat=today")]: () => json([gymView({ id: "t", name: "Tonight" })]),
      [nearby(38.7, -9.1, 25, "&openMat=weekend")]: () => json([gymView({ id: "w", name: "Saturday" })]),
    });
    expect(await cardNames()).toEqual(["Any"]);
    const filters = screen.getByRole("radiogroup", { name: "Open mats" });
    await userEvent.click(within(filters).getByRole("radio", { name: "Open mat today" }));
    await waitFor(async () => expect(await cardNames()).toEqual(["Tonight"]));
    await userEvent.click(within(filters).getByRole("radio", { name: "This weekend" }));
    await waitFor(async () => expect(await cardNames()).toEqual(["Saturday"]));
  });

  it("offers each gym's chat: Open for the member's own, Start for the others", async () => {
    mockFetch({
      [nearby(38.7, -9.1)]: () => json([gymView({ id: "a", name: "Mine" }), gymView({ id: "b", name: "Other" })]),
      "GET /api/group-chats?type=gym_group": () =>
        json([{ id: "gym-a", name: "Mine - Gym Chat", type: "gym_group", gymId: "a", memberCount: 3 }]),
    });
    renderInRouter(<GymsPage />, fakeSession(atHome));
    const mine = within(await screen.findByRole("article", { name: "Mine" }));
    expect(await mine.findByRole("link", { name: "Open gym chat" })).toHaveAttribute(
      "href",
      "/group-chat?groupId=gym-a",
    );
    const other = within(screen.getByRole("article", { name: "Other" }));
    expect(other.getByRole("button", { name: "Start a gym chat" })).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese", async () => {
    renderPage({ [nearby(38.7, -9.1)]: () => json([]) });
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("heading", { level: 2, name: "Descubra academias" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Nenhuma academia encontrada" })).toBeInTheDocument();
  });
});
