import type { GymView } from "@kumite/contracts/gym/views";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { gymView, sessionUser } from "@/testing/fixtures.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { GymCard } from "./gym-card.tsx";

function renderCard(gym: GymView = gymView()) {
  const onOpenMats = vi.fn();
  renderWithProviders(<GymCard gym={gym} onOpenMats={onOpenMats} />, fakeSession(sessionUser({ id: "me" })));
  return { card: within(screen.getByRole("article", { name: gym.name })), onOpenMats };
}

describe("a gym card", () => {
  it("shows the name, address, distance to one decimal, description and up to 3 arts", () => {
    const { card } = renderCard(gymView({ distance: 3.25 }));
    expect(card.getByRole("heading", { name: "Gracie Barra Lisboa" })).toBeInTheDocument();
    expect(card.getByText("Rua Augusta 10, Lisbon")).toBeInTheDocument();
    expect(card.getByText(/^3\.[23] km away$/)).toBeInTheDocument();
    expect(card.getByText("BJJ for all levels")).toBeInTheDocument();
    const arts = within(card.getByRole("list", { name: "Martial arts" })).getAllByRole("listitem");
    expect(arts.map((art) => art.textContent)).toEqual(["Brazilian Jiu-Jitsu", "Judo", "Wrestling", "+1 more"]);
  });

  it("writes a whole distance with its decimal", () => {
    const { card } = renderCard(gymView({ distance: 12 }));
    expect(card.getByText("12.0 km away")).toBeInTheDocument();
  });

  it("shows no distance for a gym listed without one", () => {
    const { card } = renderCard(gymView({ distance: undefined }));
    expect(card.queryByText(/km away/)).not.toBeInTheDocument();
  });

  it("offers the phone as a tel: link and a Call button", () => {
    const { card } = renderCard();
    expect(card.getByRole("link", { name: "+351 21 123 4567" })).toHaveAttribute("href", "tel:+351211234567");
    expect(card.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+351211234567");
  });

  it("opens the website in a new tab without an opener", () => {
    const { card } = renderCard();
    const website = card.getByRole("link", { name: /gb-lisboa\.example/ });
    expect(website).toHaveAttribute("href", "https://gb-lisboa.example/");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");
    expect(website).toHaveAccessibleName("gb-lisboa.example (opens in a new tab)");
  });

  it("never links a website that is not http(s)", () => {
    const { card } = renderCard(gymView({ website: "javascript:alert(1)" }));
    expect(card.queryByRole("link", { name: /alert/ })).not.toBeInTheDocument();
  });

  it("opens Directions as a maps search at the gym's coordinates, in a new tab without an opener", () => {
    const { card } = renderCard();
    const directions = card.getByRole("link", { name: "Directions (opens in a new tab)" });
    expect(directions).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=38.7101%2C-9.1368");
    expect(directions).toHaveAttribute("target", "_blank");
    expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leaves out the phone and Call when the gym has no phone, and the website when it has none", () => {
    const { card } = renderCard(gymView({ phone: null, website: null }));
    expect(card.queryByRole("link", { name: "Call" })).not.toBeInTheDocument();
    expect(card.queryAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "https://www.google.com/maps/search/?api=1&query=38.7101%2C-9.1368",
    ]);
  });

  it("shows the next open mat, today or on its day", () => {
    const today = gymView({
      nextOpenMat: { openMatId: "o", weekday: "Monday", start: "18:00", end: "20:00", kind: "no-gi", daysAhead: 0 },
    });
    expect(renderCard(today).card.getByText("Open mat today 18:00–20:00 · No-gi")).toBeInTheDocument();
  });

  it("names the day of a later open mat", () => {
    const later = gymView({
      nextOpenMat: { openMatId: "o", weekday: "Saturday", start: "10:00", end: "12:00", kind: "gi", daysAhead: 3 },
    });
    expect(renderCard(later).card.getByText("Open mat Saturday 10:00–12:00 · Gi")).toBeInTheDocument();
  });

  it("writes the distance and the day in the reader's language", async () => {
    const { card } = renderCard(
      gymView({
        distance: 3.2,
        nextOpenMat: { openMatId: "o", weekday: "Saturday", start: "10:00", end: "12:00", kind: "gi", daysAhead: 3 },
      }),
    );
    await act(async () => setLocale("pt-BR"));
    expect(card.getByText("a 3,2 km")).toBeInTheDocument();
    expect(card.getByText("Treino livre sábado 10:00–12:00 · Com kimono")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Como chegar (abre em uma nova aba)" })).toBeInTheDocument();
  });
});
