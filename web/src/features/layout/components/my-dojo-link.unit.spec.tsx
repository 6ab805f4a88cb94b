import type { UserView } from "@kumite/contracts/identity/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { dojoView, sessionUser, userView } from "@/testing/fixtures.ts";
import { fakeMediaQueryList } from "@/testing/media-query.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const kodokan = dojoView();
const me = (overrides: Partial<UserView> = {}) =>
  userView({ id: "me", dojoId: "d-1", dojoRole: "warrior", ...overrides });

/** The screen is `width` px wide, for the header's min-width media queries. */
const screenWidth = (width: number) =>
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    return fakeMediaQueryList(query, min ? width >= Number(min[1]) : false);
  });

/** The app at /help for a member whose user view the server answers with `user()` (it may change). */
async function renderHeader(width: number, user: () => UserView = () => me()) {
  screenWidth(width);
  const { id } = user();
  const fetchMock = mockFetch({
    [`GET /api/users/${id}`]: () => json(user()),
    "GET /api/dojos/d-1": () => json(kodokan),
  });
  const rendered = await renderRoutes("/help", fakeSession(sessionUser({ id })));
  const banner = within(screen.getByRole("banner"));
  const callsTo = (prefix: string) => fetchMock.mock.calls.filter(([path]) => String(path).startsWith(prefix)).length;
  return { ...rendered, banner, callsTo, user: userEvent.setup() };
}

describe("the member's dojo in the header", () => {
  it("shows the dojo and role beside the avatar where there is room, linking to /dojos", async () => {
    const { banner, user, router } = await renderHeader(1024);

    const link = await banner.findByRole("link", { name: "Kodokan Lisboa · Warrior, your dojo" });
    expect(link).toHaveAttribute("href", "/dojos");
    expect(link).toHaveTextContent("Kodokan Lisboa·Warrior");
    expect(link).toHaveAttribute("title", "Kodokan Lisboa · Warrior");

    await user.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe("/dojos"));
  });

  it("names the dojo's owner as such, whatever their role", async () => {
    const { banner } = await renderHeader(1024, () => me({ id: "u-9", dojoRole: "leader" }));

    expect(await banner.findByRole("link", { name: "Kodokan Lisboa · Owner, your dojo" })).toBeInTheDocument();
  });

  it("names a member without a role New Blood (SPEC §3)", async () => {
    const { banner } = await renderHeader(1024, () => me({ dojoRole: null }));

    expect(await banner.findByRole("link", { name: "Kodokan Lisboa · New Blood, your dojo" })).toBeInTheDocument();
  });

  it("shows nothing, and asks for no dojo, for a member in no dojo", async () => {
    const { banner, callsTo } = await renderHeader(1024, () => me({ dojoId: null, dojoRole: null }));

    await waitFor(() => expect(callsTo("/api/users/me")).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(banner.queryByRole("link", { name: /your dojo$/ })).not.toBeInTheDocument();
    expect(callsTo("/api/dojos")).toBe(0);
  });

  it("follows a new role once the member's user view is refetched (a live hint, an accepted invitation)", async () => {
    let role: UserView["dojoRole"] = "warrior";
    const { banner, queryClient } = await renderHeader(1024, () => me({ dojoRole: role }));
    await banner.findByRole("link", { name: "Kodokan Lisboa · Warrior, your dojo" });

    role = "elder";
    await act(() => queryClient.invalidateQueries({ queryKey: ["/api/users"] }));

    expect(await banner.findByRole("link", { name: "Kodokan Lisboa · Elder, your dojo" })).toBeInTheDocument();
  });

  it("keeps only the role's icon beside the eight desktop links, the words in its name and a tooltip", async () => {
    const { banner, user } = await renderHeader(1366);

    const link = await banner.findByRole("link", { name: "Kodokan Lisboa · Warrior, your dojo" });
    expect(link).toHaveTextContent(/^$/);
    await user.hover(link);

    expect(await screen.findByRole("tooltip")).toHaveTextContent("Kodokan Lisboa · Warrior");
  });

  it("leaves a phone's header to its buttons and shows the dojo in the menu, which a click closes", async () => {
    const { banner, user, router } = await renderHeader(390);
    await waitFor(() => expect(screen.getByRole("link", { name: "AD, your profile" })).toBeInTheDocument());
    expect(banner.queryByRole("link", { name: /your dojo$/ })).not.toBeInTheDocument();

    await user.click(banner.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog", { name: "Kumite Menu" }));
    await user.click(await menu.findByRole("link", { name: "Kodokan Lisboa · Warrior, your dojo" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dojos"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Kumite Menu" })).not.toBeInTheDocument());
  });

  it("speaks Brazilian Portuguese", async () => {
    const { banner } = await renderHeader(1024, () => me({ dojoRole: "elder" }));
    await banner.findByRole("link", { name: "Kodokan Lisboa · Elder, your dojo" });

    await speakPortuguese();

    expect(banner.getByRole("link", { name: "Kodokan Lisboa · Veterano, seu dojo" })).toHaveTextContent(
      "Kodokan Lisboa·Veterano",
    );
  });
});
