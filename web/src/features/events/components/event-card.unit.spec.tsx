import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser, trainingEventView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { EventCard } from "./event-card.tsx";

function renderCard(event: TrainingEventView, { routes = {} as FetchRoutes } = {}) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<EventCard event={event} />, fakeSession(sessionUser({ id: "me" })));
  return { fetchMock, card: within(screen.getByRole("article", { name: event.title })) };
}

/** The card's badges, in order (the one list in a card). */
const badges = (card: ReturnType<typeof within>) =>
  card.queryByRole("list")
    ? within(card.getByRole("list"))
        .getAllByRole("listitem")
        .map((badge) => badge.textContent)
    : [];

describe("an event card", () => {
  it("shows the title, dojo, date and time where the viewer is, participants, description and organiser", () => {
    const { card } = renderCard(
      trainingEventView({ eventDate: "2030-03-09T10:00:00.000Z", currentParticipants: 3, maxParticipants: 10 }),
    );
    expect(card.getByRole("heading", { name: "Saturday randori" })).toBeInTheDocument();
    expect(card.getByText("Kodokan Lisboa")).toBeInTheDocument();
    const when = new Date("2030-03-09T10:00:00.000Z");
    const day = new Intl.DateTimeFormat("en", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const time = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit" });
    expect(card.getByText(day.format(when))).toBeInTheDocument();
    expect(card.getByText(time.format(when))).toBeInTheDocument();
    expect(card.getByText("3 / 10 participants")).toBeInTheDocument();
    expect(card.getByText("Bring your gi")).toBeInTheDocument();
    expect(card.getByText("Organized by Rui Alves")).toBeInTheDocument();
    expect(card.queryByRole("list", { name: "Badges" })).not.toBeInTheDocument();
    expect(card.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      "/api/dojo-events/e-1/calendar.ics",
    );
  });

  it.each([
    [{ viewer: { organizer: true } }, ["Organizer"]],
    [{ viewer: { joined: true } }, ["Joined"]],
    [{ viewer: { past: true } }, ["Past"]],
    [{ viewer: { full: true } }, ["Full"]],
    [{ isDojoOnly: true }, ["Dojo Only"]],
    [{ cancelled: true }, ["Cancelled"]],
    [
      { cancelled: true, isDojoOnly: true, viewer: { joined: true, full: true } },
      ["Cancelled", "Joined", "Full", "Dojo Only"],
    ],
  ])("wears the badges %o asks for", (overrides, expected) => {
    const { card } = renderCard(trainingEventView(overrides));
    expect(card.getByRole("list", { name: "Badges" })).toBeInTheDocument();
    expect(badges(card)).toEqual(expected);
  });

  it('joins with the member\'s id and says "Joined event successfully!"', async () => {
    const event = trainingEventView();
    const { card, fetchMock } = renderCard(event, {
      routes: { "POST /api/dojo-events/e-1/join": () => json(event) },
    });
    expect(card.queryByRole("button", { name: /Leave Event/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: /^Join Event/ }));
    expect(await findToast("Joined event successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/join")).toEqual([{ userId: "me" }]);
  });

  it('leaves, once joined, and says "Left event successfully"', async () => {
    const event = trainingEventView({ viewer: { joined: true } });
    const { card, fetchMock } = renderCard(event, {
      routes: { "POST /api/dojo-events/e-1/leave": () => json(event) },
    });
    expect(card.queryByRole("button", { name: /^Join Event/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: /^Leave Event/ }));
    expect(await findToast("Left event successfully")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/leave")).toEqual([{ userId: "me" }]);
  });

  it("stays silent when joining fails, and logs SPEC §8's message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { card, fetchMock } = renderCard(trainingEventView(), {
      routes: {
        "POST /api/dojo-events/e-1/join": () =>
          json({ message: "This event is full", code: "dojo-event.full" }, { status: 422 }),
      },
    });
    await userEvent.click(card.getByRole("button", { name: /^Join Event/ }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Failed to join event", expect.anything()));
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/join")).toHaveLength(1);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("stays silent when leaving fails, and logs SPEC §8's message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { card } = renderCard(trainingEventView({ viewer: { joined: true } }), {
      routes: { "POST /api/dojo-events/e-1/leave": () => json({ message: "no" }, { status: 422 }) },
    });
    await userEvent.click(card.getByRole("button", { name: /^Leave Event/ }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Failed to leave event", expect.anything()));
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it('disables Join as "Event Full" when full, and offers the waitlist beside it', async () => {
    const event = trainingEventView({ viewer: { full: true } });
    const { card, fetchMock } = renderCard(event, {
      routes: { "POST /api/dojo-events/e-1/waitlist": () => json(event) },
    });
    expect(card.getByRole("button", { name: /^Event Full/ })).toBeDisabled();
    expect(card.queryByRole("button", { name: /^Join Event/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: /^Join waitlist/ }));
    expect(await findToast("You are on the waitlist")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/waitlist")).toEqual([{ userId: "me" }]);
  });

  it("tells a waiting member their place, and lets them leave the waitlist", async () => {
    const event = trainingEventView({ waitlistCount: 3, viewer: { full: true, waitlistPosition: 2 } });
    const { card, fetchMock } = renderCard(event, {
      routes: { "POST /api/dojo-events/e-1/leave": () => json(event) },
    });
    expect(card.getByText("You are #2 on the waitlist")).toBeInTheDocument();
    expect(card.getByText(/3 on the waitlist/)).toBeInTheDocument();
    expect(card.queryByRole("button", { name: /^Join waitlist/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: /^Leave waitlist/ }));
    expect(await findToast("You left the waitlist")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/leave")).toEqual([{ userId: "me" }]);
  });

  it.each([
    ["past", trainingEventView({ viewer: { past: true, joined: true, manages: true } })],
    ["cancelled", trainingEventView({ cancelled: true, viewer: { joined: true, manages: true } })],
  ])("hides Join and Leave for a %s event, and dims it", (_, event) => {
    const { card } = renderCard(event);
    for (const name of [/^Join Event/, /^Leave Event/, /^Event Full/, /waitlist/, /^Cancel event/]) {
      expect(card.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole("article").querySelector("[data-dimmed]")).not.toBeNull();
  });

  it("names the event in each button's description, and keeps the visible words first in its name", () => {
    const { card } = renderCard(trainingEventView());
    const join = card.getByRole("button", { name: "Join Event" });
    expect(join).toHaveAccessibleDescription("Saturday randori");
  });

  it("offers neither Cancel event nor the maximum to a member who is not organising", () => {
    const { card } = renderCard(trainingEventView());
    expect(card.queryByRole("button", { name: /^Cancel event/ })).not.toBeInTheDocument();
    expect(card.queryByRole("spinbutton", { name: "Maximum participants" })).not.toBeInTheDocument();
  });

  it("offers a demoted organiser neither Cancel event, the maximum nor Invite, and keeps their badge", () => {
    const { card } = renderCard(trainingEventView({ viewer: { organizer: true, manages: false } }));
    expect(badges(card)).toEqual(["Organizer"]);
    expect(card.queryByRole("button", { name: /^Cancel event/ })).not.toBeInTheDocument();
    expect(card.queryByRole("spinbutton", { name: "Maximum participants" })).not.toBeInTheDocument();
    expect(card.queryByRole("button", { name: /^Invite/ })).not.toBeInTheDocument();
  });

  it("lets the organiser cancel the event after a confirm", async () => {
    const event = trainingEventView({ viewer: { organizer: true, manages: true } });
    const { card, fetchMock } = renderCard(event, {
      routes: { "POST /api/dojo-events/e-1/cancel": () => json({ ...event, cancelled: true }) },
    });
    await userEvent.click(card.getByRole("button", { name: /^Cancel event/ }));
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/cancel")).toEqual([]);
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText(/Cancel this event\?/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel event" }));
    expect(await findToast("Event cancelled")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/cancel")).toHaveLength(1);
  });

  it("lets the organiser invite those the server offers, and takes each one off once invited", async () => {
    const event = trainingEventView({ viewer: { organizer: true, manages: true } });
    const offered = [
      { id: "u-2", displayName: "Bea Costa", username: "bea", martialArts: ["Judo"], experience: "beginner" },
      { id: "u-3", displayName: "Caio Reis", username: "caio", martialArts: [], experience: "advanced" },
    ];
    const { card, fetchMock } = renderCard(event, {
      routes: {
        "GET /api/dojo-events/e-1/invitable": () => json(offered),
        "POST /api/dojo-events/e-1/invite": ({ body }) => {
          offered.splice(
            offered.findIndex((member) => member.id === (body as { userId: string }).userId),
            1,
          );
          return json({ message: "Invitation sent" }, { status: 201 });
        },
      },
    });
    await userEvent.click(card.getByRole("button", { name: /^Invite/ }));
    const dialog = await screen.findByRole("dialog", { name: "Invite to Saturday randori" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Invite Bea Costa" }));
    expect(await findToast("Invitation sent")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText("Bea Costa")).not.toBeInTheDocument());
    expect(within(dialog).getByRole("button", { name: "Invite Caio Reis" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojo-events/e-1/invite")).toEqual([{ userId: "u-2" }]);
  });

  it("offers Invite to the organiser only, and not once the event is past", () => {
    renderCard(trainingEventView({ id: "e-2", title: "Theirs", viewer: { manages: true } }));
    renderCard(trainingEventView({ id: "e-3", title: "Gone", viewer: { organizer: true, manages: true, past: true } }));
    for (const title of ["Theirs", "Gone"]) {
      const card = within(screen.getByRole("article", { name: title }));
      expect(card.queryByRole("button", { name: /^Invite/ })).not.toBeInTheDocument();
    }
  });

  it("lets the dojo's owner change the maximum, and states the status code when refused", async () => {
    const event = trainingEventView({ currentParticipants: 6, viewer: { manages: true } });
    const { card, fetchMock } = renderCard(event, {
      routes: {
        "PUT /api/dojo-events/e-1/capacity": ({ body }) =>
          (body as { maxParticipants: number }).maxParticipants < 6
            ? json({ message: "Fewer places than participants" }, { status: 400 })
            : json({ ...event, maxParticipants: 12 }),
      },
    });
    const maximum = card.getByRole("spinbutton", { name: "Maximum participants" });
    const save = card.getByRole("button", { name: /^Save maximum/ });
    expect(save).toBeDisabled();

    await userEvent.clear(maximum);
    await userEvent.type(maximum, "12");
    await userEvent.click(save);
    expect(await findToast("Maximum participants updated")).toBeInTheDocument();

    await userEvent.clear(maximum);
    await userEvent.type(maximum, "4");
    await userEvent.click(save);
    expect(await findToast("Failed to update the maximum")).toBeInTheDocument();
    expect(await findToast("400: Fewer places than participants")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/api/dojo-events/e-1/capacity")).toEqual([
      { maxParticipants: 12 },
      { maxParticipants: 4 },
    ]);
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    const { card } = renderCard(trainingEventView({ viewer: { full: true, organizer: true } }));
    await act(async () => setLocale("pt-BR"));
    expect(card.getByRole("list", { name: "Selos" })).toBeInTheDocument();
    expect(badges(card)).toEqual(["Organizador", "Lotado"]);
    expect(card.getByRole("button", { name: /^Evento lotado/ })).toBeDisabled();
    expect(card.getByRole("button", { name: /^Entrar na lista de espera/ })).toBeInTheDocument();
    expect(card.getByText("3 / 10 participantes")).toBeInTheDocument();
    expect(card.getByText("Organizado por Rui Alves")).toBeInTheDocument();
  });
});
