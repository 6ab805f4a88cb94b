import { SEARCH_QUERY_MAX_CHARS } from "@kumite/contracts/search";
import { act, fireEvent } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { dojoView } from "@/testing/fixtures.ts";
import { found, openSearch, searchCalls, searchRoutes } from "../testing/open-search.ts";
import { SEARCH_DEBOUNCE_MS } from "./search-dialog.tsx";

const FOUR_KINDS = (query: string) =>
  ["users", "dojos", "gyms", "dojo-events"].map((kind) => `/api/${kind}?search=${encodeURIComponent(query)}`);

describe("searching as the member types", () => {
  it("asks nothing for one character, however long the pause, and says to type on", async () => {
    const { user, fetchMock, dialog } = await openSearch(searchRoutes("k", {}));

    await user.keyboard(" k ");
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));

    expect(searchCalls(fetchMock)).toEqual([]);
    expect(dialog.getByText("Type at least 2 characters to search")).toBeInTheDocument();
  });

  it("asks once, for the four kinds, when fast typing pauses", async () => {
    const { fetchMock, input, dialog } = await openSearch(
      searchRoutes("judo", { dojos: [found(dojoView({ name: "Kodokan" }), ["judo"])] }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });

    for (const typed of ["j", "ju", "jud", "judo"]) {
      fireEvent.change(input, { target: { value: typed } });
      // Well under the pause, with room for a slow machine (the fake clock also runs in real time).
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 5));
    }
    expect(searchCalls(fetchMock)).toEqual([]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(await dialog.findByRole("heading", { name: "Dojos (1)" })).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual(FOUR_KINDS("judo"));
  });

  it("asks nothing for more words than the server accepts, and says how many it takes", async () => {
    const { user, fetchMock, dialog } = await openSearch({});

    await user.keyboard("one two three four five six seven eight nine");
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));

    expect(searchCalls(fetchMock)).toEqual([]);
    expect(dialog.getByText("Search with at most 8 words")).toBeInTheDocument();
  });

  it("takes no more characters than the server accepts", async () => {
    const { input } = await openSearch({});
    expect(input).toHaveAttribute("maxLength", String(SEARCH_QUERY_MAX_CHARS));
  });
});
