import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

describe("the not-found page", () => {
  it("shows for an unknown path, inside the signed-in layout", async () => {
    await renderRoutes("/no-such-page", fakeSession(sessionUser()));

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/may not have been added to the router/)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    await renderRoutes("/no-such-page", fakeSession(sessionUser()));

    setLocale("pt-BR");

    expect(await screen.findByRole("heading", { name: "404 Página não encontrada" })).toBeInTheDocument();
    expect(screen.getByText(/ainda não tenha sido adicionada/)).toBeInTheDocument();
  });
});
