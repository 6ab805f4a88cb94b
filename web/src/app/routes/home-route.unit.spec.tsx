import type { CategoryCount } from "@kumite/contracts/social/views";
import { POST_CATEGORIES } from "@kumite/contracts/values";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { postView } from "@/testing/post-fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { fakeMediaQueryList } from "@/testing/media-query.ts";

const counts = (some: Record<string, number> = {}): CategoryCount[] =>
  POST_CATEGORIES.map((category) => ({ category, count: some[category] ?? 0 }));

const judoPost = postView({ id: "p-judo", title: "Uchi mata entries", category: "Judo" });
const karatePost = postView({ id: "p-karate", title: "Kihon every morning", category: "Karate" });

function homeRoutes(overrides: FetchRoutes = {}): FetchRoutes {
  return {
    "GET /api/posts": () => json([judoPost, karatePost]),
    "GET /api/posts?category=Judo": () => json([judoPost]),
    "GET /api/posts/categories": () => json(counts({ Judo: 1, Karate: 1 })),
    "GET /api/posts/trending": () => json({ categories: [], words: [] }),
    "GET /api/dojos": () => json({ message: "The dojo service is not available" }, { status: 503 }),
    "GET /api/group-chats": () => json([]),
    ...overrides,
  };
}

/** antd's breakpoints are min-width media queries: matching them all makes a large screen. */
const largeScreen = () =>
  vi
    .spyOn(window, "matchMedia")
    .mockImplementation((query: string) => fakeMediaQueryList(query, query.includes("min-width")));

describe("the home feed", () => {
  it("welcomes an empty community with 'Create Your First Post', which opens the dialog", async () => {
    const user = userEvent.setup();
    mockFetch(homeRoutes({ "GET /api/posts": () => json([]) }));
    await renderRoutes("/", fakeSession(sessionUser()));

    expect(await screen.findByText("Welcome to the Kumite community!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Your First Post" }));

    expect(await screen.findByRole("dialog", { name: "Create Post" })).toBeInTheDocument();
  });

  it("shows the side panels on a large screen: partners, empty trending, events and dojos", async () => {
    largeScreen();
    mockFetch(homeRoutes());
    await renderRoutes("/", fakeSession(sessionUser()));

    expect(await screen.findByText("No dojos yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a Dojo" })).toHaveAttribute("href", "/dojos");
    expect(screen.getByRole("link", { name: "Start Matching" })).toHaveAttribute("href", "/matching");
    expect(screen.getByText("Find Training Partners")).toBeInTheDocument();
    expect(screen.getByText("No upcoming events")).toBeInTheDocument();
    expect(await screen.findByText("No trending topics yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Chat" }));
    expect(await screen.findByRole("dialog", { name: "Group Chats" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(screen.getByRole("button", { name: "Photo" }));
    expect(await screen.findByRole("dialog", { name: "Create Post" })).toBeInTheDocument();
  });

  it("filters by category from the sidebar with ?category=, counts included", async () => {
    const user = userEvent.setup();
    largeScreen();
    const fetchMock = mockFetch(homeRoutes());
    const { router } = await renderRoutes("/", fakeSession(sessionUser()));
    const sidebar = within(screen.getByRole("navigation", { name: "Post categories" }));

    expect(await screen.findByRole("article", { name: "Kihon every morning" })).toBeInTheDocument();
    await waitFor(() => expect(sidebar.getByRole("menuitem", { name: /^All Posts/ })).toHaveTextContent("All Posts2"));
    expect(sidebar.getByRole("menuitem", { name: /^Judo/ })).toHaveTextContent("Judo1");

    await user.click(sidebar.getByRole("menuitem", { name: /^Judo/ }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "Kihon every morning" })).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Uchi mata entries" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/posts?category=Judo", expect.anything());
    expect(router.state.location.search).toEqual({ category: "Judo" });
  });

  it("filters by category from the dropdown on a small screen", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(homeRoutes());
    await renderRoutes("/", fakeSession(sessionUser()));

    expect(await screen.findByRole("article", { name: "Kihon every morning" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Filter by category" }));
    await user.click(await screen.findByTitle("Judo"));

    expect(await screen.findByRole("article", { name: "Uchi mata entries" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Kihon every morning" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/posts?category=Judo", expect.anything());
  });

  it("filters by a trending category and shows trending words", async () => {
    const user = userEvent.setup();
    largeScreen();
    mockFetch(
      homeRoutes({
        "GET /api/posts/trending": () =>
          json({ categories: [{ category: "Judo", count: 4 }], words: [{ word: "randori", count: 3 }] }),
      }),
    );
    const { router } = await renderRoutes("/", fakeSession(sessionUser()));

    expect(await screen.findByText("#randori")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Judo 4 posts" }));

    await waitFor(() => expect(router.state.location.search).toEqual({ category: "Judo" }));
    expect(await screen.findByRole("article", { name: "Uchi mata entries" })).toBeInTheDocument();
  });

  it("loads the next page with the cursor of the previous one", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      homeRoutes({
        "GET /api/posts": () => json([judoPost], { headers: { "x-next-cursor": "c1" } }),
        "GET /api/posts?cursor=c1": () => json([karatePost]),
      }),
    );
    await renderRoutes("/", fakeSession(sessionUser()));

    expect(await screen.findByRole("article", { name: "Uchi mata entries" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("article", { name: "Kihon every morning" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/posts?cursor=c1", expect.anything());
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
