import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { HomePage } from "./home-page.tsx";

// The slots are other features' (app/routes/home-route): stand-ins here, the layout and its own card under test.
const renderHome = () =>
  renderInRouter(
    <HomePage
      categorySidebar={<nav aria-label="Sidebar stand-in" />}
      categorySelect={<nav aria-label="Select stand-in" />}
      composer={<p>Composer stand-in</p>}
      feed={<p>Feed stand-in</p>}
      panels={<p>Panels stand-in</p>}
    />,
  );

describe("the home page", () => {
  it("lays out the community feed with the Find Training Partners card", async () => {
    renderHome();

    expect(await screen.findByRole("heading", { name: "Community feed" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Find Training Partners" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Matching" })).toHaveAttribute("href", "/matching");
    expect(screen.getByText("Feed stand-in")).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    renderHome();
    await screen.findByRole("heading", { name: "Community feed" });

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByRole("heading", { name: "Feed da comunidade" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Encontre parceiros de treino" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buscar parceiros" })).toHaveAttribute("href", "/matching");
  });
});
