import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { fakeMediaQueryList } from "@/testing/media-query.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));
const banner = () => within(screen.getByRole("banner"));

/** A screen `width` px wide, as far as the app's media queries ask. */
const screenWidth = (width: number) =>
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    return fakeMediaQueryList(query, min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false);
  });

describe("the signed-in header", () => {
  it("highlights the link of the current route", async () => {
    await renderRoutes("/dojos", fakeSession(sessionUser()));

    expect(mainNav().getByRole("link", { name: "Dojos" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Home", "Matching", "Messages", "Events", "Gyms", "Options", "Help"]) {
      expect(mainNav().getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
    expect(mainNav().getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
  });

  it("highlights Home only on the home page", async () => {
    await renderRoutes("/", fakeSession(sessionUser()));

    expect(mainNav().getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(mainNav().getByRole("link", { name: "Help" })).not.toHaveAttribute("aria-current");
  });

  it("shows the user's initials linking to their profile", async () => {
    await renderRoutes("/", fakeSession(sessionUser({ id: "u-42", displayName: "ana de souza" })));

    // The name starts with the initials it shows (WCAG 2.5.3): a voice user says what they see.
    const avatar = screen.getByRole("link", { name: "AD, your profile" });
    expect(avatar).toHaveTextContent(/^AD$/);
    expect(avatar).toHaveAttribute("href", "/profile/u-42");
  });

  it("falls back to the username's initials without a display name", async () => {
    await renderRoutes("/", fakeSession(sessionUser({ displayName: "", username: "kenji" })));

    expect(screen.getByRole("link", { name: "K, your profile" })).toHaveTextContent(/^K$/);
  });

  it("logs out through the session", async () => {
    const session = fakeSession(sessionUser());
    await renderRoutes("/", session);

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(session.logout).toHaveBeenCalledOnce();
  });

  it("opens the mobile menu, highlights the current entry, navigates and closes", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes("/gyms", fakeSession(sessionUser()));

    await user.click(screen.getByRole("button", { name: "Open menu" }));

    const menu = await screen.findByRole("dialog", { name: "Kumite Menu" });
    const entries = within(menu).getAllByRole("button", { name: /^(?!Close)/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Home",
      "Matching",
      "Messages",
      "Dojos",
      "Events",
      "Gyms",
      "Options",
      "Help",
    ]);
    expect(within(menu).getByRole("button", { name: "Gyms" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("button", { name: "Events" })).not.toHaveAttribute("aria-current");

    await user.click(within(menu).getByRole("button", { name: "Events" }));

    expect(await screen.findByRole("heading", { name: "Training Events" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/events");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Kumite Menu" })).not.toBeInTheDocument());
  });

  it("opens the Create Post dialog", async () => {
    await renderRoutes("/", fakeSession(sessionUser()));

    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));

    expect(await screen.findByRole("dialog", { name: "Create Post" })).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese once chosen, the page's language included", async () => {
    await renderRoutes("/dojos", fakeSession(sessionUser({ displayName: "Ana Dias" })));

    setLocale("pt-BR");

    const nav = within(await screen.findByRole("navigation", { name: "Principal" }));
    expect(nav.getByRole("link", { name: "Academias" })).toHaveAttribute("href", "/gyms");
    expect(screen.getByRole("link", { name: "AD, seu perfil" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(localStorage.getItem("kumite.locale")).toBe("pt-BR");
  });

  it("names Create Post and Logout by their icons alone until the header has room for their words", async () => {
    screenWidth(1280);
    const { unmount } = await renderRoutes("/", fakeSession(sessionUser()));

    expect(banner().getByRole("button", { name: "Create Post" })).toHaveTextContent(/^$/);
    expect(banner().getByRole("button", { name: "Logout" })).toHaveTextContent(/^$/);
    unmount();

    screenWidth(1366);
    await renderRoutes("/", fakeSession(sessionUser()));
    expect(banner().getByRole("button", { name: "Create Post" })).toHaveTextContent("Create Post");
    expect(banner().getByRole("button", { name: "Logout" })).toHaveTextContent("Logout");
  });

  it("on a phone, moves Logout from the header into the menu", async () => {
    screenWidth(375);
    const user = userEvent.setup();
    const session = fakeSession(sessionUser());
    await renderRoutes("/", session);

    expect(banner().queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    await user.click(banner().getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Kumite Menu" });
    await user.click(within(menu).getByRole("button", { name: "Logout" }));

    expect(session.logout).toHaveBeenCalledOnce();
  });
});
