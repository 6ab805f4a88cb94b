import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { settleLocale } from "@/testing/speak-portuguese.ts";

async function openAccountTab() {
  mockFetch({ "GET /api/connections": () => json([]) });
  await renderRoutes("/options", fakeSession(sessionUser()));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Account" }));
  return user;
}

describe("Options → Account", () => {
  it("offers each language in its own name, the current one chosen, and says the choice is remembered", async () => {
    await openAccountTab();

    const languages = screen.getByRole("radiogroup", { name: "Language" });
    expect(within(languages).getByRole("radio", { name: "English" })).toBeChecked();
    expect(within(languages).getByRole("radio", { name: "Português (Brasil)" })).not.toBeChecked();
    expect(languages).toHaveAccessibleDescription("Your choice is remembered in this browser.");
    expect(screen.getByRole("button", { name: "Delete Account" })).toBeInTheDocument();
  });

  it("switches to Portuguese when chosen, the tabs included, and remembers it", async () => {
    const user = await openAccountTab();

    await user.click(screen.getByRole("radio", { name: "Português (Brasil)" }));
    await settleLocale();

    expect(await screen.findByRole("heading", { name: "Opções da conta" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Amigos" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Usuários bloqueados" })).toBeInTheDocument();
    expect(localStorage.getItem("kumite.locale")).toBe("pt-BR");

    // The screen stays where it was: the Account tab, now in Portuguese.
    expect(screen.getByRole("tab", { name: "Conta" })).toHaveAttribute("aria-selected", "true");
    const languages = screen.getByRole("radiogroup", { name: "Idioma" });
    expect(within(languages).getByRole("radio", { name: "Português (Brasil)" })).toBeChecked();
    expect(languages).toHaveAccessibleDescription("Sua escolha fica salva neste navegador.");
    expect(screen.getByRole("button", { name: "Excluir conta" })).toBeInTheDocument();
  });
});
