import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { CategorySidebar } from "./category-sidebar.tsx";

const counts = [
  { category: "Judo", count: 2 },
  { category: "General Discussion", count: 5 },
];

describe("the category sidebar", () => {
  it("filters by a category's value, its label in the chosen language", async () => {
    mockFetch({ "GET /api/posts/categories": () => json(counts) });
    const onSelect = vi.fn();
    renderWithProviders(<CategorySidebar selected={null} onSelect={onSelect} />);
    const nav = within(screen.getByRole("navigation", { name: "Post categories" }));
    expect(await nav.findByText("7")).toBeInTheDocument();
    expect(nav.getByText("All Posts")).toBeInTheDocument();

    await act(async () => setLocale("pt-BR"));

    const translated = within(screen.getByRole("navigation", { name: "Categorias de publicações" }));
    expect(translated.getByText("Todas as publicações")).toBeInTheDocument();
    expect(translated.getByText("Temas gerais")).toBeInTheDocument();
    expect(translated.getByText("Judô")).toBeInTheDocument();
    await userEvent.click(translated.getByText("Discussão geral"));
    expect(onSelect).toHaveBeenCalledWith("General Discussion");
  });
});
