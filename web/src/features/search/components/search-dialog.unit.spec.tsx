import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

describe("the search dialog", () => {
  it("opens from the header with its start state and a quick link to help", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes("/", fakeSession(sessionUser()));

    await user.click(screen.getByRole("button", { name: "Search" }));

    const dialog = await screen.findByRole("dialog", { name: "Search Kumite" });
    const input = within(dialog).getByPlaceholderText("Search for users, dojos, or martial arts...");
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByText("Start typing to search")).toBeInTheDocument();
    expect(within(dialog).getByText("Find users, dojos, and martial arts communities")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("link", { name: /Help & Guide/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/help"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
  });

  it("clears the query when closed", async () => {
    const user = userEvent.setup();
    await renderRoutes("/", fakeSession(sessionUser()));
    await user.click(screen.getByRole("button", { name: "Search" }));
    const input = await screen.findByPlaceholderText("Search for users, dojos, or martial arts...");

    await user.type(input, "judo");
    expect(screen.queryByText("Start typing to search")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByPlaceholderText("Search for users, dojos, or martial arts...")).toHaveValue("");
    expect(screen.getByText("Start typing to search")).toBeInTheDocument();
  });
});
