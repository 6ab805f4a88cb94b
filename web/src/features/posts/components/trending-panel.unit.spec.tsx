import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { TrendingPanel } from "./trending-panel.tsx";

const trending = {
  categories: [
    { category: "Training Tips", count: 1 },
    { category: "Judo", count: 3 },
  ],
  words: [{ word: "randori", count: 1 }],
};

describe("the trending panel", () => {
  it("lists trending categories with their post counts, each filtering the feed", async () => {
    mockFetch({ "GET /api/posts/trending": () => json(trending) });
    const onSelectCategory = vi.fn();
    renderWithProviders(<TrendingPanel onSelectCategory={onSelectCategory} />);

    const tips = await screen.findByRole("button", { name: "Training Tips 1 post" });
    expect(screen.getByRole("button", { name: "Judo 3 posts" })).toBeInTheDocument();
    expect(screen.getByTitle("1 mention")).toHaveTextContent("#randori");

    await userEvent.click(tips);
    expect(onSelectCategory).toHaveBeenCalledWith("Training Tips");
  });

  it("reads Brazilian Portuguese once chosen, plurals included", async () => {
    mockFetch({ "GET /api/posts/trending": () => json(trending) });
    renderWithProviders(<TrendingPanel onSelectCategory={() => undefined} />);
    await screen.findByRole("button", { name: "Training Tips 1 post" });

    await act(async () => setLocale("pt-BR"));

    const categories = screen.getByLabelText("Categorias em alta");
    expect(within(categories).getByRole("button", { name: "Dicas de treino 1 publicação" })).toBeInTheDocument();
    expect(within(categories).getByRole("button", { name: "Judô 3 publicações" })).toBeInTheDocument();
    expect(screen.getByText("Em alta")).toBeInTheDocument();
  });

  it("says when nothing is trending", async () => {
    mockFetch({ "GET /api/posts/trending": () => json({ categories: [], words: [] }) });
    renderWithProviders(<TrendingPanel onSelectCategory={() => undefined} />);

    expect(await screen.findByText("No trending topics yet")).toBeInTheDocument();
  });
});
