import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
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

  it("reads Brazilian Portuguese once chosen, its headings and empty state included", async () => {
    // Chosen before rendering: antd's own Portuguese texts load a moment later and re-render the app.
    setLocale("pt-BR");
    await import("antd/locale/pt_BR");
    mockFetch({
      "GET /api/users?search=ana": () => json([userView({ id: "u-1" }), userView({ id: "u-2" })]),
      "GET /api/dojos?search=ana": () => json([]),
      "GET /api/users?search=zzz": () => json([]),
      "GET /api/dojos?search=zzz": () => json([]),
    });
    const user = userEvent.setup();
    await renderRoutes("/", fakeSession(sessionUser()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    await user.click(screen.getByRole("button", { name: "Buscar" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Buscar no Kumite" }));
    expect(dialog.getByText("Comece a digitar para buscar")).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: /Aprenda a usar o Kumite/ })).toHaveAttribute("href", "/help");
    const input = dialog.getByRole("textbox", { name: "Termo de busca" });
    await user.type(input, "ana");
    expect(await dialog.findByRole("heading", { name: "Usuários (2)" })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "z");
    expect(dialog.getByText("Digite pelo menos 2 caracteres para buscar")).toBeInTheDocument();
    await user.type(input, "zz");
    expect(await dialog.findByText("Nenhum resultado para “zzz”")).toBeInTheDocument();
  });
});
