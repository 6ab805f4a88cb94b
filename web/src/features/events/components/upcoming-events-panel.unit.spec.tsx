import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { trainingEventView } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { UpcomingEventsPanel } from "./upcoming-events-panel.tsx";

describe("the upcoming events panel", () => {
  it("says there are none, in the chosen language", async () => {
    mockFetch({ "GET /api/dojo-events/mine": () => json([]) });
    renderInRouter(<UpcomingEventsPanel />);
    expect(await screen.findByText("No upcoming events")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/events");

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByText("Próximos eventos")).toBeInTheDocument();
    expect(screen.getByText("Nenhum evento próximo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todos" })).toBeInTheDocument();
  });

  it("stays empty when the events cannot be fetched", async () => {
    mockFetch({ "GET /api/dojo-events/mine": () => json({ message: "down" }, { status: 500 }) });
    renderInRouter(<UpcomingEventsPanel />);
    expect(await screen.findByText("No upcoming events")).toBeInTheDocument();
  });

  it("shows the member's next 5 events, in the order given, each linking to its dojo's events", async () => {
    const events = Array.from({ length: 7 }, (_, index) =>
      trainingEventView({
        id: `e-${index}`,
        title: `Session ${index + 1}`,
        dojoId: "d-1",
        eventDate: `2030-03-${String(index + 10)}T10:00:00.000Z`,
      }),
    );
    mockFetch({ "GET /api/dojo-events/mine": () => json(events) });
    renderInRouter(<UpcomingEventsPanel />);
    const list = within(await screen.findByRole("list", { name: "Your upcoming events" }));
    const links = list.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Session 1",
      "Session 2",
      "Session 3",
      "Session 4",
      "Session 5",
    ]);
    expect(links[0]).toHaveAttribute("href", "/events?dojoId=d-1");
    expect(list.getAllByText(/Kodokan Lisboa/)).toHaveLength(5);
    expect(screen.queryByText("No upcoming events")).not.toBeInTheDocument();
  });
});
