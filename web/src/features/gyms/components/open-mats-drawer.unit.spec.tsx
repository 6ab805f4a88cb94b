import type { GymView } from "@kumite/contracts/gym/views";
import { DAY_MS } from "@kumite/contracts/time";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { dojoView, gymView, sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { openMatView } from "../testing/open-mat-fixture.ts";
import { browserTimeZone } from "../utils/time-zone.ts";
import { todayWeekday } from "../utils/today-weekday.ts";
import { OpenMatsDrawer } from "./open-mats-drawer.tsx";

const oneGym = `GET /api/gyms/g-1?timeZone=${encodeURIComponent(browserTimeZone())}`;

function renderDrawer(gym: GymView, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({ [oneGym]: () => json(gym), ...routes });
  renderWithProviders(<OpenMatsDrawer open gym={gym} onClose={vi.fn()} />, fakeSession(sessionUser({ id: "me" })));
  return { fetchMock, drawer: within(screen.getByRole("dialog", { name: `Open mats at ${gym.name}` })) };
}

const withSaturday = (overrides: Parameters<typeof openMatView>[0] = {}) =>
  gymView({
    openMats: [
      openMatView({
        confirmations: 3,
        lastConfirmedAt: new Date(Date.now() - 4 * DAY_MS - 60_000).toISOString(),
        ...overrides,
      }),
    ],
  });

describe("a gym's open mats", () => {
  it("lists each weekly open mat: when, gi or no-gi, free or its fee, the note and who confirmed it when", () => {
    const { drawer } = renderDrawer(withSaturday());
    const list = within(drawer.getByRole("list", { name: "Weekly open mats" }));
    expect(list.getByText("Saturday 10:00–12:00")).toBeInTheDocument();
    expect(list.getByText("Gi and no-gi")).toBeInTheDocument();
    expect(list.getByText("Free")).toBeInTheDocument();
    expect(list.getByText("All levels")).toBeInTheDocument();
    expect(list.getByText("Confirmed by 3 members, last 4 days ago")).toBeInTheDocument();
  });

  it("shows a fee, and how many say it is gone", () => {
    const { drawer } = renderDrawer(withSaturday({ fee: "€10", flags: 1 }));
    expect(drawer.getByText("Fee: €10")).toBeInTheDocument();
    expect(drawer.getByText("1 member says it is gone")).toBeInTheDocument();
  });

  it('says "No open mats listed yet" when there are none', () => {
    const { drawer } = renderDrawer(gymView());
    expect(drawer.getByRole("heading", { name: "No open mats listed yet" })).toBeInTheDocument();
  });

  it("confirms an open mat", async () => {
    const confirmed = withSaturday({ confirmations: 4, viewer: { confirmed: true } });
    const { fetchMock, drawer } = renderDrawer(withSaturday(), {
      "POST /api/gyms/g-1/open-mats/om-1/confirm": () => json(confirmed),
    });
    await userEvent.click(drawer.getByRole("button", { name: "Confirm" }));
    expect(await findToast("Thanks for confirming")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms/g-1/open-mats/om-1/confirm")).toHaveLength(1);
  });

  it("shows what the member did already: Confirmed, and Flag as gone still offered", () => {
    const { drawer } = renderDrawer(withSaturday({ viewer: { confirmed: true } }));
    expect(drawer.getByRole("button", { name: "Confirmed", pressed: true })).toBeDisabled();
    expect(drawer.getByRole("button", { name: "Flag as gone", pressed: false })).toBeEnabled();
  });

  it("flags an open mat as gone", async () => {
    const { fetchMock, drawer } = renderDrawer(withSaturday(), {
      "POST /api/gyms/g-1/open-mats/om-1/flag": () => json(withSaturday({ flags: 1 })),
    });
    await userEvent.click(drawer.getByRole("button", { name: "Flag as gone" }));
    expect(await findToast("Flagged as gone")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms/g-1/open-mats/om-1/flag")).toHaveLength(1);
  });

  it("says why a confirm failed", async () => {
    const { drawer } = renderDrawer(withSaturday(), {
      "POST /api/gyms/g-1/open-mats/om-1/confirm": () =>
        json({ message: "No such open mat", code: "gym.open-mat-not-found" }, { status: 404 }),
    });
    await userEvent.click(drawer.getByRole("button", { name: "Confirm" }));
    expect(await findToast("Failed to update the open mat")).toBeInTheDocument();
    expect(await findToast("404: No such open mat")).toBeInTheDocument();
  });

  it("adds an open mat for today by default, free unless a fee is given", async () => {
    const { fetchMock, drawer } = renderDrawer(gymView(), {
      "POST /api/gyms/g-1/open-mats": () => json(withSaturday(), { status: 201 }),
    });
    const form = within(drawer.getByRole("form", { name: "Add open mat" }));
    await userEvent.type(form.getByLabelText("Starts"), "18:00");
    await userEvent.type(form.getByLabelText("Ends"), "20:00");
    await userEvent.click(form.getByRole("radio", { name: "No-gi" }));
    await userEvent.type(form.getByRole("textbox", { name: "Note" }), " Bring water ");
    await userEvent.click(form.getByRole("button", { name: "Add open mat" }));
    expect(await findToast("Open mat added")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms/g-1/open-mats")).toEqual([
      { weekday: todayWeekday(), start: "18:00", end: "20:00", kind: "no-gi", fee: "", note: "Bring water" },
    ]);
  });

  it("sends nothing when the end is not after the start", async () => {
    const { fetchMock, drawer } = renderDrawer(gymView());
    const form = within(drawer.getByRole("form", { name: "Add open mat" }));
    await userEvent.type(form.getByLabelText("Starts"), "20:00");
    await userEvent.type(form.getByLabelText("Ends"), "18:00");
    await userEvent.click(form.getByRole("button", { name: "Add open mat" }));
    expect(await form.findByText("The end must be after the start.")).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/gyms/g-1/open-mats")).toEqual([]));
  });

  it("lets the owner of a dojo say it trains here", async () => {
    const { fetchMock, drawer } = renderDrawer(gymView(), {
      "GET /api/users/me": () => json(userView({ id: "me", dojoId: "d-1", dojoRole: "leader" })),
      "GET /api/dojos/d-1": () => json(dojoView({ id: "d-1", name: "Kodokan Lisboa", ownerId: "me" })),
      "POST /api/gyms/g-1/dojos": () => json(gymView({ dojos: [{ id: "d-1", name: "Kodokan Lisboa" }] })),
    });
    expect(drawer.getByText("No dojo has said it trains here yet.")).toBeInTheDocument();
    await userEvent.click(await drawer.findByRole("button", { name: "Kodokan Lisboa trains here" }));
    expect(await findToast("Kodokan Lisboa is listed at this gym")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms/g-1/dojos")).toEqual([{ dojoId: "d-1" }]);
  });

  it("offers no link to a member who does not own a dojo", async () => {
    const { drawer } = renderDrawer(gymView({ dojos: [{ id: "d-2", name: "Tatami Porto" }] }), {
      "GET /api/users/me": () => json(userView({ id: "me", dojoId: "d-2", dojoRole: "warrior" })),
      "GET /api/dojos/d-2": () => json(dojoView({ id: "d-2", name: "Tatami Porto", ownerId: "u-9" })),
    });
    expect(await drawer.findByRole("listitem")).toBeDefined();
    expect(drawer.getByText("Tatami Porto")).toBeInTheDocument();
    await waitFor(() => expect(drawer.queryByRole("button", { name: /trains here/ })).not.toBeInTheDocument());
  });

  it("speaks Brazilian Portuguese, with the time in its words", async () => {
    const { drawer } = renderDrawer(withSaturday());
    await act(async () => setLocale("pt-BR"));
    expect(drawer.getByText("sábado 10:00–12:00")).toBeInTheDocument();
    expect(drawer.getByText("Confirmado por 3 membros, última vez há 4 dias")).toBeInTheDocument();
    expect(drawer.getByRole("button", { name: "Marcar como encerrado" })).toBeInTheDocument();
  });
});
