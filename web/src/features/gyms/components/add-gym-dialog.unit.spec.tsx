import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { gymView, sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { cellOf, centreOf } from "@kumite/contracts/identity/cells";
import type { GymPinMapProps } from "./gym-pin-map.tsx";
import { AddGymDialog } from "./add-gym-dialog.tsx";

// Leaflet draws nothing in jsdom (the pin has its own browser test): the map is a stand-in that
// shows what it was given and moves the pin as a click, a drag or a key would.
const pinMap = vi.hoisted(() => ({ last: null as GymPinMapProps | null }));
vi.mock("./lazy-gym-pin-map.ts", () => ({
  LazyGymPinMap: (props: GymPinMapProps) => {
    pinMap.last = props;
    return null;
  },
}));

type Point = { latitude: number | null; longitude: number | null };

function renderDialog(routes: FetchRoutes = {}, home: Point = { latitude: null, longitude: null }) {
  const onClose = vi.fn();
  const onViewGym = vi.fn();
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <AddGymDialog open onClose={onClose} onViewGym={onViewGym} />,
    fakeSession(sessionUser({ id: "me", ...home })),
  );
  return { fetchMock, onClose, onViewGym };
}

const field = (name: string) => screen.getByRole("textbox", { name });
const submit = () => userEvent.click(screen.getByRole("button", { name: "Add Gym" }));

async function fill({ name = "", address = "", website = "", phone = "" }) {
  if (name) await userEvent.type(field("Gym name"), name);
  if (address) await userEvent.type(field("Address"), address);
  if (website) await userEvent.type(field("Website"), website);
  if (phone) await userEvent.type(screen.getByRole("textbox", { name: "Phone" }), phone);
}

describe("Add Gym", () => {
  it("sends nothing while the name is blank, and takes the focus there", async () => {
    const { fetchMock } = renderDialog();
    await fill({ name: "   ", address: "Rua Augusta 10" });
    await submit();
    await waitFor(() => expect(field("Gym name")).toHaveFocus());
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([]);
  });

  it("sends nothing while the address is blank, and takes the focus there", async () => {
    const { fetchMock } = renderDialog();
    await fill({ name: "Gracie Barra" });
    await submit();
    await waitFor(() => expect(field("Address")).toHaveFocus());
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([]);
  });

  it("adds the gym with trimmed fields and coordinates 0 by default, says so and closes", async () => {
    const { fetchMock, onClose } = renderDialog({
      "POST /api/gyms": () => json(gymView(), { status: 201 }),
    });
    await fill({ name: " Gracie Barra ", address: "Rua Augusta 10 ", website: "gb.example", phone: "21 123" });
    await submit();
    expect(await findToast("Gym added successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([
      {
        name: "Gracie Barra",
        address: "Rua Augusta 10",
        phone: "21 123",
        website: "gb.example",
        description: "",
        martialArts: [],
        latitude: 0,
        longitude: 0,
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says "Failed to add gym" with the status and the server\'s words, keeping the draft', async () => {
    const { onClose } = renderDialog({
      "POST /api/gyms": () =>
        json({ message: "website: must be an http(s) web address", code: "request.invalid" }, { status: 400 }),
    });
    await fill({ name: "Gracie Barra", address: "Rua Augusta 10", website: "ftp://gb" });
    await submit();
    expect(await findToast("Failed to add gym")).toBeInTheDocument();
    expect(await findToast("400: website: must be an http(s) web address")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field("Gym name")).toHaveValue("Gracie Barra");
  });

  it('falls back to "Please try again." when no reply came', async () => {
    renderDialog({ "POST /api/gyms": () => Promise.reject(new TypeError("Failed to fetch")) });
    await fill({ name: "Gracie Barra", address: "Rua Augusta 10" });
    await submit();
    expect(await findToast("Please try again.")).toBeInTheDocument();
  });

  it("shows the gym already listed on a 409, and offers it instead of adding", async () => {
    const existing = gymView({ id: "g-9", name: "Gracie Barra Lisboa", address: "Rua Augusta 12" });
    const { onViewGym, onClose } = renderDialog({
      "POST /api/gyms": () =>
        json({ message: "This gym is already listed", code: "gym.duplicate", gym: existing }, { status: 409 }),
    });
    await fill({ name: "Gracie Barra  Lisboa", address: "Rua Augusta 10" });
    await submit();
    const notice = await within(screen.getByRole("dialog", { name: "Add a Gym" })).findByRole("alert");
    expect(notice).toHaveTextContent("This gym is already listed");
    expect(notice).toHaveTextContent("Rua Augusta 12");
    await userEvent.click(screen.getByRole("button", { name: "View this gym" }));
    expect(onViewGym).toHaveBeenCalledWith(existing);
    expect(onClose).toHaveBeenCalled();
  });

  it("starts the pin at the centre of the member's ~1 km cell, never at their own point, and sends that if left", async () => {
    const home = { latitude: 38.722513, longitude: -9.139337 };
    const centre = centreOf(cellOf(home));
    const { fetchMock } = renderDialog({ "POST /api/gyms": () => json(gymView(), { status: 201 }) }, home);
    const latitude = Number((screen.getByRole("spinbutton", { name: "Latitude" }) as HTMLInputElement).value);
    const longitude = Number((screen.getByRole("spinbutton", { name: "Longitude" }) as HTMLInputElement).value);
    expect(Math.abs(latitude - centre.latitude)).toBeLessThan(1e-5);
    expect(Math.abs(longitude - centre.longitude)).toBeLessThan(1e-5);
    expect([latitude, longitude]).not.toEqual([home.latitude, home.longitude]);
    await waitFor(() => expect(pinMap.last?.pin).toEqual({ latitude, longitude }));
    expect(pinMap.last?.zoom).toBeGreaterThan(10);
    await fill({ name: "GB", address: "Rua 1" });
    await submit();
    expect(await findToast("Gym added successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([expect.objectContaining({ latitude, longitude })]);
  });

  it("takes the place where the member puts the pin, and moves the pin to typed coordinates", async () => {
    const { fetchMock } = renderDialog({ "POST /api/gyms": () => json(gymView(), { status: 201 }) });
    await waitFor(() => expect(pinMap.last?.pin).toEqual({ latitude: 0, longitude: 0 }));
    expect(pinMap.last?.zoom).toBeLessThan(5);
    act(() => pinMap.last!.onMove({ latitude: 41.14961, longitude: -8.61099 }));
    expect(screen.getByRole("spinbutton", { name: "Latitude" })).toHaveValue("41.14961");
    expect(screen.getByRole("spinbutton", { name: "Longitude" })).toHaveValue("-8.61099");
    await userEvent.clear(screen.getByRole("spinbutton", { name: "Latitude" }));
    await userEvent.type(screen.getByRole("spinbutton", { name: "Latitude" }), "41.2");
    await waitFor(() => expect(pinMap.last?.pin).toEqual({ latitude: 41.2, longitude: -8.61099 }));
    await fill({ name: "GB Porto", address: "Rua 1" });
    await submit();
    expect(await findToast("Gym added successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([
      expect.objectContaining({ latitude: 41.2, longitude: -8.61099 }),
    ]);
  });

  it('offers no way to send the member\'s own position: no "Use my location", no geolocation asked', () => {
    const locate = vi.fn();
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: locate } });
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Add a Gym" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Use my location" })).toBeNull();
    expect(locate).not.toHaveBeenCalled();
    expect(screen.getByText(/The pin starts in your area, never at your own address/)).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese", async () => {
    renderDialog();
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("dialog", { name: "Adicionar uma academia" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Nome da academia" })).toBeInTheDocument();
  });
});
