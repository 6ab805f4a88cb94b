import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import type { UserView } from "@kumite/contracts/identity/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { dojoView, sessionUser, trainingEventView, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { EventsPage } from "./events-page.tsx";

const me = sessionUser({ id: "me", displayName: "Mia" });
const FEED = "/api/dojo-events/feeds/abcdefghijklmnop1234";

const randori = trainingEventView({ id: "e-1", title: "Saturday randori", eventDate: "2030-03-09T10:00:00.000Z" });
const kata = trainingEventView({ id: "e-2", title: "Kata morning", eventDate: "2030-03-02T09:00:00.000Z" });
const gala = trainingEventView({ id: "e-3", title: "Summer gala", eventDate: "2030-06-20T17:00:00.000Z" });

/** The page for a member placed by `place` (in Kodokan Lisboa as a warrior, unless told). */
function renderPage({
  events = [randori, kata, gala] as TrainingEventView[],
  place = { dojoId: "d-1", dojoRole: "warrior" } as Partial<UserView>,
  dojoId = null as string | null,
  routes = {} as FetchRoutes,
} = {}) {
  const fetchMock = mockFetch({
    "GET /api/users/me": () => json(userView({ id: "me", displayName: "Mia", ...place })),
    "GET /api/dojos/d-1": () => json(dojoView()),
    "GET /api/dojos/d-1/events": () => json(events),
    "GET /api/dojo-events/calendar-feed": () => json({ url: FEED }),
    ...routes,
  });
  renderInRouter(<EventsPage dojoId={dojoId} />, fakeSession(me));
  return fetchMock;
}

const dayWords = (iso: string) =>
  new Intl.DateTimeFormat("en", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );

describe("the events page", { timeout: 15_000 }, () => {
  it("lists the member's dojo's events, oldest first, under \"Training Events\"", async () => {
    renderPage();
    // The first render loads the page's code (the month view is large): slow on a busy machine.
    const list = await screen.findByRole("list", { name: "Events" }, { timeout: 5000 });
    expect(screen.getByRole("heading", { level: 2, name: "Training Events" })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-labelledby") && card),
    ).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Kata morning", "Saturday randori", "Summer gala"]);
  });

  it("is headed with the dojo's name when filtered by ?dojoId=", async () => {
    renderPage({ dojoId: "d-1", place: {} });
    expect(await screen.findByRole("heading", { level: 2, name: "Kodokan Lisboa Events" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Kata morning" })).toBeInTheDocument();
  });

  it('tells a member in no dojo "No dojo membership", with Explore Dojos', async () => {
    renderPage({ place: { dojoId: null, dojoRole: null } });
    expect(await screen.findByText("No dojo membership")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Dojos" })).toHaveAttribute("href", "/dojos");
    expect(screen.queryByRole("button", { name: "Create Event" })).not.toBeInTheDocument();
  });

  it('says "No events scheduled" when the dojo has none', async () => {
    renderPage({ events: [] });
    expect(await screen.findByText("No events scheduled")).toBeInTheDocument();
  });

  it.each([
    ["an elder", { dojoId: "d-1", dojoRole: "elder" }, "d-1"],
    ["a leader", { dojoId: "d-1", dojoRole: "leader" }, "d-1"],
    ["the dojo's owner, whatever their role", { dojoId: "d-1", dojoRole: "new_blood" }, "me"],
  ] as const)("offers Create Event to %s, for their dojo", async (_, place, ownerId) => {
    renderPage({
      place,
      routes: { "GET /api/dojos/d-1": () => json(dojoView({ ownerId })) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create Event" }));
    // The dialog's code loads on first opening. (Under test, antd gives every generated id the
    // same value, so the dialog is not found by its name on a page with other antd widgets.)
    const dialog = within(await screen.findByRole("dialog", {}, { timeout: 4000 }));
    expect(dialog.getByText("Create Training Event")).toBeInTheDocument();
    expect(dialog.getByText("Kodokan Lisboa")).toBeInTheDocument();
    expect(screen.queryByText("Only Elders and Leaders can create events")).not.toBeInTheDocument();
  });

  it.each([
    ["warrior", "Warrior"],
    ["new_blood", "New Blood"],
  ] as const)("tells a %s only Elders and Leaders create events, and their role", async (dojoRole, words) => {
    renderPage({ place: { dojoId: "d-1", dojoRole } });
    expect(await screen.findByText("Only Elders and Leaders can create events")).toBeInTheDocument();
    expect(screen.getByText(`Your role: ${words}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Event" })).not.toBeInTheDocument();
  });

  it("lets the dojo's owner cancel any of its events, as the server tells them they manage each", async () => {
    const managed = (event: TrainingEventView) => ({ ...event, viewer: { ...event.viewer, manages: true } });
    renderPage({
      events: [randori, kata, gala].map(managed),
      place: { dojoId: "d-1", dojoRole: "leader" },
      routes: { "GET /api/dojos/d-1": () => json(dojoView({ ownerId: "me" })) },
    });
    const card = within(await screen.findByRole("article", { name: "Kata morning" }));
    expect(await card.findByRole("button", { name: /^Cancel event/ })).toBeInTheDocument();
  });

  it("marks the days with events in a month view, opened at the next event; a day shows its events", async () => {
    renderPage();
    const month = within(await screen.findByRole("region", { name: "Month view" }));
    const kataDay = await month.findByRole("button", { name: `1 event on ${dayWords(kata.eventDate)}` });
    expect(month.getByRole("button", { name: `1 event on ${dayWords(randori.eventDate)}` })).toBeInTheDocument();

    kataDay.focus();
    await userEvent.keyboard("{Enter}");

    expect(await screen.findByRole("heading", { name: `Events on ${dayWords(kata.eventDate)}` })).toBeInTheDocument();
    const list = within(screen.getByRole("list", { name: "Events" }));
    expect(list.getAllByRole("article")).toHaveLength(1);
    expect(list.getByRole("article", { name: "Kata morning" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show all events" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));

    await userEvent.click(month.getByRole("button", { name: "Next month" }));
    expect(month.getByText("April 2030")).toBeInTheDocument();
    expect(month.queryByRole("button", { name: /^1 event on/ })).not.toBeInTheDocument();
    await userEvent.click(month.getByRole("button", { name: "Previous month" }));
    expect(month.getByText("March 2030")).toBeInTheDocument();
  });

  it("shows the member's calendar feed, and renews it after a confirm", async () => {
    const renewed = "/api/dojo-events/feeds/zyxwvutsrqponmlk9876";
    const fetchMock = renderPage({
      routes: { "POST /api/dojo-events/calendar-feed/renew": () => json({ url: renewed }) },
    });
    const feed = within(await screen.findByRole("region", { name: "Calendar feed" }));
    expect(feed.getByRole("textbox", { name: "Your calendar feed link" })).toHaveValue(
      new URL(FEED, window.location.origin).toString(),
    );
    expect(feed.getByRole("button", { name: "Copy link" })).toBeInTheDocument();

    await userEvent.click(feed.getByRole("button", { name: "Renew link" }));
    const confirm = within(await screen.findByRole("tooltip"));
    expect(confirm.getByText(/The old link stops working/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole("button", { name: "Renew link" }));

    expect(await findToast("Calendar feed link renewed")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/calendar-feed/renew")).toHaveLength(1);
    await waitFor(() =>
      expect(feed.getByRole("textbox", { name: "Your calendar feed link" })).toHaveValue(
        new URL(renewed, window.location.origin).toString(),
      ),
    );
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    renderPage({ events: [] });
    await screen.findByText("No events scheduled");
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("heading", { level: 2, name: "Eventos de treino" })).toBeInTheDocument();
    expect(screen.getByText("Nenhum evento agendado")).toBeInTheDocument();
    expect(screen.getByText("Só veteranos e líderes podem criar eventos")).toBeInTheDocument();
    expect(screen.getByText("Sua função: Guerreiro")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Feed de calendário" })).toBeInTheDocument();
  });
});
