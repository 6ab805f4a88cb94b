import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { dojoView, gymView, sessionUser, trainingEventView, userView } from "@/testing/fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { found, openSearch, searchRoutes } from "../testing/open-search.ts";

// One or two results of each kind for "ka": the path runs users, dojos, gyms, events.
const lists = {
  users: [
    found(userView({ id: "u-1", displayName: "Ana de Souza", username: "ana" })),
    found(userView({ id: "u-2", displayName: "Kenji Sato", username: "kenji" })),
  ],
  dojos: [found(dojoView({ id: "d-1", name: "Kodokan", martialArts: ["Judo"], location: "Lisbon" }))],
  gyms: [found(gymView({ id: "g-1", name: "Kaizen Gym" }))],
  events: [found(trainingEventView({ id: "e-1", title: "Kata night", dojoId: "d-1" }))],
};
const PATH = ["/profile/u-1", "/profile/u-2", "/dojos", "/gyms?gymId=g-1", "/events?dojoId=d-1"];

async function searchFor(text: string) {
  const opened = await openSearch(searchRoutes(text, lists));
  await opened.user.keyboard(text);
  await opened.dialog.findByRole("heading", { name: "Events (1)" });
  return opened;
}

const focusedHref = () => document.activeElement?.getAttribute("href");

describe("the search dialog by keyboard", () => {
  it("goes down from the query through every result of every section, and back up to the query", async () => {
    const { user, dialog, input } = await searchFor("ka");
    expect(dialog.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(PATH);

    const visited = [];
    for (let step = 0; step < PATH.length; step++) {
      await user.keyboard("{ArrowDown}");
      visited.push(focusedHref());
    }
    expect(visited).toEqual(PATH);
    // The last result stays put.
    await user.keyboard("{ArrowDown}");
    expect(focusedHref()).toBe("/events?dojoId=d-1");

    await user.keyboard("{ArrowUp}");
    expect(focusedHref()).toBe("/gyms?gymId=g-1");
    await user.keyboard("{Home}");
    expect(focusedHref()).toBe("/profile/u-1");
    await user.keyboard("{End}");
    expect(focusedHref()).toBe("/events?dojoId=d-1");
    await user.keyboard("{Home}{ArrowUp}");
    expect(input).toHaveFocus();
    expect(input).toHaveValue("ka");
  });

  it("goes back to the query box when the member types on a result", async () => {
    const { user, input } = await searchFor("ka");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(focusedHref()).toBe("/profile/u-2");

    await user.keyboard("i");

    expect(input).toHaveFocus();
  });

  it("opens the result reached with Enter, closes the dialog and returns focus to the search button", async () => {
    const { user, router } = await searchFor("ka");

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(focusedHref()).toBe("/gyms?gymId=g-1");
    await user.keyboard("{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/gyms"));
    expect(router.state.location.search).toEqual({ gymId: "g-1" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Search" })).toHaveFocus());
  });

  it("opens an event on its dojo's events the same way; End in the query box only moves the caret", async () => {
    const first = await searchFor("ka");
    await first.user.keyboard("{End}");
    // End in the query box moves the caret only.
    expect(first.input).toHaveFocus();
    await first.user.keyboard("{ArrowDown}{End}{Enter}");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/events"));
    expect(first.router.state.location.search).toEqual({ dojoId: "d-1" });
  });

  it("still reaches every result with Tab", async () => {
    const { user, dialog } = await searchFor("ka");
    const results = dialog.getAllByRole("link");
    await user.tab();
    // The input's clear button may come first.
    if (document.activeElement !== results[0]) await user.tab();
    for (const result of results) {
      expect(result).toHaveFocus();
      await user.tab();
    }
  });

  it("closes with Escape from a result, the query cleared, focus back on the search button", async () => {
    const { user } = await searchFor("ka");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(focusedHref()).toBe("/dojos");

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Search" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("textbox", { name: "Search query" })).toHaveValue("");
  });

  it("returns focus to the search button when closed with Escape, even if clicking it gave it no focus (Safari)", async () => {
    const user = userEvent.setup();
    await renderRoutes("/help", fakeSession(sessionUser()));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("dialog", { name: "Search Kumite" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Search query" })).toHaveFocus());

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Search" })).toHaveFocus());
  });
});
