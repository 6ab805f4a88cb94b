import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { EventsPage } from "./events-page.tsx";
import { UpcomingEventsPanel } from "./upcoming-events-panel.tsx";

describe("the events page", () => {
  it("is headed in the chosen language", async () => {
    renderWithProviders(<EventsPage />);
    expect(screen.getByRole("heading", { name: "Training Events" })).toBeInTheDocument();

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByRole("heading", { name: "Eventos de treino" })).toBeInTheDocument();
  });
});

describe("the upcoming events panel", () => {
  it("says there are none, in the chosen language", async () => {
    renderInRouter(<UpcomingEventsPanel />);
    expect(await screen.findByText("No upcoming events")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/events");

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByText("Próximos eventos")).toBeInTheDocument();
    expect(screen.getByText("Nenhum evento próximo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todos" })).toBeInTheDocument();
  });
});
