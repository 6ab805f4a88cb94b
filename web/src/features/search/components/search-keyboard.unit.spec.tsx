import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

const found = [
  userView({ id: "u-1", displayName: "Ana de Souza", username: "ana" }),
  userView({ id: "u-2", displayName: "Kenji Sato", username: "kenji" }),
];

async function searchFor(text: string) {
  mockFetch({
    "GET /api/users?search=a": () => json(found),
    "GET /api/dojos?search=a": () => json([{ id: "d-1", name: "Kodokan", martialArts: ["Judo"], location: "Lisbon" }]),
  });
  const user = userEvent.setup();
  const rendered = await renderRoutes("/help", fakeSession(sessionUser()));
  await user.click(screen.getByRole("button", { name: "Search" }));
  const dialog = await screen.findByRole("dialog", { name: "Search Kumite" });
  const input = within(dialog).getByRole("textbox", { name: "Search query" });
  await waitFor(() => expect(input).toHaveFocus());
  await user.keyboard(text);
  await within(dialog).findByRole("heading", { name: "Users (2)" });
  return { user, dialog: within(dialog), ...rendered };
}

describe("the search dialog by keyboard", () => {
  it("reaches every result with Tab; Enter opens it, closes the dialog and returns focus to the search button", async () => {
    const { user, dialog, router } = await searchFor("a");

    const results = dialog.getAllByRole("link");
    expect(results.map((link) => link.getAttribute("href"))).toEqual(["/profile/u-1", "/profile/u-2", "/dojos"]);
    await user.tab();
    // The input's clear button may come first.
    if (document.activeElement !== results[0]) await user.tab();
    expect(results[0]).toHaveFocus();
    await user.tab();
    expect(results[1]).toHaveFocus();
    await user.tab();
    expect(results[2]).toHaveFocus();

    results[1]!.focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/u-2"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Search" })).toHaveFocus());
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
