import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { FeaturedDojosPanel } from "./featured-dojos-panel.tsx";

const dojos = [
  { id: "d-1", name: "Tatami Club", location: "Lisbon", memberCount: 1 },
  { id: "d-2", name: "Osaka Judo", location: "Osaka", memberCount: 3 },
];

describe("the featured dojos panel", () => {
  it("shows each dojo's member count and location", async () => {
    mockFetch({ "GET /api/dojos": () => json(dojos) });
    renderInRouter(<FeaturedDojosPanel />);

    expect(await screen.findByText("1 member · Lisbon")).toBeInTheDocument();
    expect(screen.getByText("3 members · Osaka")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/dojos");
  });

  it("offers to create a dojo when there is none", async () => {
    mockFetch({ "GET /api/dojos": () => json([]) });
    renderInRouter(<FeaturedDojosPanel />);

    expect(await screen.findByText("No dojos yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a Dojo" })).toHaveAttribute("href", "/dojos");
  });

  it("reads Brazilian Portuguese once chosen, plurals included", async () => {
    mockFetch({ "GET /api/dojos": () => json(dojos) });
    renderInRouter(<FeaturedDojosPanel />);
    await screen.findByText("1 member · Lisbon");

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByText("Dojos em destaque")).toBeInTheDocument();
    expect(screen.getByText("1 membro · Lisbon")).toBeInTheDocument();
    expect(screen.getByText("3 membros · Osaka")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todos" })).toBeInTheDocument();
  });
});
