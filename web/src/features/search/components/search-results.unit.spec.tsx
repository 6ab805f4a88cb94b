import type { UserView } from "@kumite/contracts/identity/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { dojoView, sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const unavailable = () => json({ message: "The dojo service is not available" }, { status: 503 });
const users = (count: number): UserView[] =>
  Array.from({ length: count }, (_, index) =>
    userView({
      id: `u-${index + 1}`,
      displayName: index === 0 ? "ana de souza" : `Ana ${index + 1}`,
      username: `ana_${index + 1}`,
      martialArts: ["Judo", "Brazilian Jiu-Jitsu", "Wrestling", "Sambo"],
      location: "Lisbon",
    }),
  );

async function openAndType(routes: FetchRoutes, text: string) {
  const user = userEvent.setup();
  const fetchMock = mockFetch(routes);
  const rendered = await renderRoutes("/help", fakeSession(sessionUser()));
  await user.click(screen.getByRole("button", { name: "Search" }));
  const dialog = await screen.findByRole("dialog", { name: "Search Kumite" });
  await user.type(within(dialog).getByPlaceholderText("Search for users, dojos, or martial arts..."), text);
  return { user, fetchMock, dialog: within(dialog), ...rendered };
}

describe("search results", () => {
  it("lists at most 5 users under 'Users (found)', with initials, arts, location and badges; a click opens the profile and closes", async () => {
    const { user, dialog, router } = await openAndType(
      { "GET /api/users?search=ana": () => json(users(7)), "GET /api/dojos?search=ana": unavailable },
      "  ana ",
    );

    expect(await dialog.findByRole("heading", { name: "Users (7)" })).toBeInTheDocument();
    const entries = dialog.getAllByRole("link");
    expect(entries).toHaveLength(5);
    const first = entries[0]!;
    expect(first).toHaveAttribute("href", "/profile/u-1");
    expect(within(first).getByText("AD")).toBeInTheDocument();
    expect(within(first).getByText("ana de souza")).toBeInTheDocument();
    expect(within(first).getByText("Judo, Brazilian Jiu-Jitsu • Lisbon")).toBeInTheDocument();
    expect(within(first).getByText("Wrestling")).toBeInTheDocument();
    expect(within(first).getByText("+1 more")).toBeInTheDocument();
    // The dojo service answers 503: no dojos, said under the Dojos heading.
    expect(within(dialog.getByRole("region", { name: "Dojos (0)" })).getByText("No dojos found")).toBeInTheDocument();

    await user.click(first);

    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/u-1"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
  });

  it("lists at most 5 dojos under 'Dojos (found)' with their first letter, name, 2 arts and location; a click opens /dojos and closes", async () => {
    const dojos = Array.from({ length: 6 }, (_, index) =>
      dojoView({
        id: `d-${index + 1}`,
        name: index === 0 ? "kodokan lisboa" : `Dojo ${index + 1}`,
        martialArts: ["Judo", "Sambo", "Wrestling"],
        location: "Lisbon",
      }),
    );
    const { user, dialog, router } = await openAndType(
      { "GET /api/users?search=judo": () => json([]), "GET /api/dojos?search=judo": () => json(dojos) },
      "judo",
    );

    expect(await dialog.findByRole("heading", { name: "Dojos (6)" })).toBeInTheDocument();
    expect(within(dialog.getByRole("region", { name: "Users (0)" })).getByText("No users found")).toBeInTheDocument();
    const entries = dialog.getAllByRole("link");
    expect(entries).toHaveLength(5);
    expect(entries.map((entry) => entry.getAttribute("href"))).toEqual(Array(5).fill("/dojos"));
    const first = entries[0]!;
    // The first letter is decoration: the link is named by the dojo and its details.
    expect(first).toHaveAccessibleName("kodokan lisboa Judo, Sambo • Lisbon");
    expect(within(first).getByText("K")).toBeInTheDocument();
    expect(within(first).getByText("kodokan lisboa")).toBeInTheDocument();
    expect(within(first).getByText("Judo, Sambo • Lisbon")).toBeInTheDocument();
    expect(within(first).queryByText(/Wrestling/)).not.toBeInTheDocument();

    await user.click(first);

    await waitFor(() => expect(router.state.location.pathname).toBe("/dojos"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
  });

  it("lists users and dojos together, a dojo without arts with its location alone, in the member's language", async () => {
    const { dialog } = await openAndType(
      {
        "GET /api/users?search=lisboa": () => json(users(1)),
        "GET /api/dojos?search=lisboa": () =>
          json([
            dojoView({ id: "d-1", name: "Lisboa BJJ", martialArts: ["Brazilian Jiu-Jitsu", "Wrestling"] }),
            dojoView({ id: "d-2", name: "Escola Livre", martialArts: [], location: "Lisboa" }),
          ]),
      },
      "lisboa",
    );
    const dojos = within(await dialog.findByRole("region", { name: "Dojos (2)" }));
    expect(dialog.getByRole("region", { name: "Users (1)" })).toBeInTheDocument();
    const [bjj, livre] = dojos.getAllByRole("link");
    expect(within(livre!).getByText("E")).toBeInTheDocument();
    expect(within(livre!).getByText("Lisboa")).toBeInTheDocument();

    await speakPortuguese();

    expect(within(bjj!).getByText("Jiu-Jitsu Brasileiro, Luta Olímpica • Lisbon")).toBeInTheDocument();
    expect(dialog.getByRole("heading", { name: "Dojos (2)" })).toBeInTheDocument();
  });

  it("says nothing was found when no kind matches (the dojo service failing included)", async () => {
    const { dialog } = await openAndType(
      { "GET /api/users?search=zzz": () => json([]), "GET /api/dojos?search=zzz": unavailable },
      "zzz",
    );

    expect(await dialog.findByText('No results found for "zzz"')).toBeInTheDocument();
    expect(dialog.getByText("Try different keywords or browse categories")).toBeInTheDocument();
  });

  it("waits for typing to pause and never searches a blank query", async () => {
    const { user, fetchMock, dialog } = await openAndType(
      { "GET /api/users?search=kenji": () => json([]), "GET /api/dojos?search=kenji": () => json([]) },
      "   ",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const searches = () =>
      fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.includes("search="));
    expect(searches()).toEqual([]);

    await user.type(dialog.getByRole("textbox", { name: "Search query" }), "kenji");

    expect(await dialog.findByText('No results found for "kenji"')).toBeInTheDocument();
    expect(searches()).toEqual([
      "/api/users?search=kenji",
      "/api/dojos?search=kenji",
      "/api/gyms?search=kenji",
      "/api/dojo-events?search=kenji",
    ]);
  });
});
