import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

/** A result as a search answers it: the view plus the normalized words of it that matched. */
export const found = <View extends object>(view: View, matched: string[] = []) => ({ ...view, matched });

/** The four search calls for `query` (as the dialog encodes it), each answering its list. */
export function searchRoutes(
  query: string,
  lists: { users?: unknown[]; dojos?: unknown[]; gyms?: unknown[]; events?: unknown[] },
): FetchRoutes {
  const search = `?search=${encodeURIComponent(query)}`;
  return {
    [`GET /api/users${search}`]: () => json(lists.users ?? []),
    [`GET /api/dojos${search}`]: () => json(lists.dojos ?? []),
    [`GET /api/gyms${search}`]: () => json(lists.gyms ?? []),
    [`GET /api/dojo-events${search}`]: () => json(lists.events ?? []),
  };
}

/** The paths of the search calls fetch was asked for, in order. */
export const searchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.includes("search="));

/** The signed-in app on /help with the search dialog opened from the header and its query box focused. */
export async function openSearch(routes: FetchRoutes) {
  const user = userEvent.setup();
  const fetchMock = mockFetch(routes);
  const rendered = await renderRoutes("/help", fakeSession(sessionUser()));
  await user.click(screen.getByRole("button", { name: "Search" }));
  const dialog = await screen.findByRole("dialog", { name: "Search Kumite" });
  const input = within(dialog).getByRole("textbox", { name: "Search query" });
  await waitFor(() => expect(input).toHaveFocus());
  return { user, fetchMock, input, dialog: within(dialog), ...rendered };
}
