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
import type { GeocodeCandidates } from "@kumite/contracts/gym/views";
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
/** What "Find on map" says (the app's own announcer is a status too, outside the dialog). */
const finderStatus = () => within(screen.getByRole("dialog", { name: "Add a Gym" })).getByRole("status");
const findOnMap = () => userEvent.click(screen.getByRole("button", { name: "Find on map" }));
/** The coordinates the dialog shows (and will send). */
const shownPin = () => ({
  latitude: Number((field("Latitude") as HTMLInputElement).value),
  longitude: Number((field("Longitude") as HTMLInputElement).value),
});

const BARATA = "Rua Barata Ribeiro 370, Rio de Janeiro";
const BARATA_PLACES: GeocodeCandidates = [
  { label: "370, Rua Barata Ribeiro, Copacabana, Rio de Janeiro, Brasil", latitude: -22.968, longitude: -43.185 },
  { label: "Rua Barata Ribeiro, Copacabana, Rio de Janeiro, Brasil", latitude: -22.9662, longitude: -43.1831 },
];
const geocodePath = (address: string) => `GET /api/gyms/geocode?${new URLSearchParams({ address })}`;
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
    const { latitude, longitude } = shownPin();
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

  it("takes the place where the member puts the pin, and shows its coordinates without letting them be typed", async () => {
    const { fetchMock } = renderDialog({ "POST /api/gyms": () => json(gymView(), { status: 201 }) });
    await waitFor(() => expect(pinMap.last?.pin).toEqual({ latitude: 0, longitude: 0 }));
    expect(pinMap.last?.zoom).toBeLessThan(5);
    act(() => pinMap.last!.onMove({ latitude: 41.14961, longitude: -8.61099 }));
    expect(shownPin()).toEqual({ latitude: 41.14961, longitude: -8.61099 });
    for (const name of ["Latitude", "Longitude"]) {
      const shown = screen.getByRole("textbox", { name });
      expect(shown).toHaveAttribute("readonly");
      await userEvent.type(shown, "9");
    }
    expect(shownPin()).toEqual({ latitude: 41.14961, longitude: -8.61099 });
    expect(screen.queryByRole("spinbutton")).toBeNull();
    await fill({ name: "GB Porto", address: "Rua 1" });
    await submit();
    expect(await findToast("Gym added successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([
      expect.objectContaining({ latitude: 41.14961, longitude: -8.61099 }),
    ]);
  });

  it("finds the address on the map: the places found are offered, and the one chosen moves the pin and is sent", async () => {
    const { fetchMock } = renderDialog({
      [geocodePath(BARATA)]: () => json(BARATA_PLACES),
      "POST /api/gyms": () => json(gymView(), { status: 201 }),
    });
    await fill({ name: "Gracie Barra Copacabana", address: BARATA });
    await findOnMap();
    const places = await screen.findByRole("radiogroup", { name: "Places found for this address" });
    expect(
      within(places)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(BARATA_PLACES.map((place) => place.label));
    expect(finderStatus()).toHaveTextContent("Choose the place to move the pin there");
    // Nothing moves until the member chooses.
    expect(shownPin()).toEqual({ latitude: 0, longitude: 0 });
    await userEvent.click(within(places).getByRole("radio", { name: /^370, Rua Barata Ribeiro/ }));
    expect(shownPin()).toEqual({ latitude: -22.968, longitude: -43.185 });
    await waitFor(() => expect(pinMap.last?.pin).toEqual({ latitude: -22.968, longitude: -43.185 }));
    // Then dragged into place: the pin has the last word.
    act(() => pinMap.last!.onMove({ latitude: -22.96812, longitude: -43.18477 }));
    await submit();
    expect(await findToast("Gym added successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/gyms")).toEqual([
      expect.objectContaining({ address: BARATA, latitude: -22.96812, longitude: -43.18477 }),
    ]);
    // Only the address went to the lookup, once, when asked.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith("/api/gyms/geocode"))).toHaveLength(1);
  });

  it("drops the places found once the address is edited, and says when none was found", async () => {
    renderDialog({
      [geocodePath(BARATA)]: () => json(BARATA_PLACES),
      [geocodePath(`${BARATA} 2`)]: () => json([]),
    });
    await fill({ name: "GB", address: BARATA });
    await findOnMap();
    await screen.findByRole("radiogroup", { name: "Places found for this address" });
    await userEvent.type(field("Address"), " 2");
    expect(screen.queryByRole("radiogroup")).toBeNull();
    await findOnMap();
    expect(await screen.findByText("No place found for this address. Place the pin on the map.")).toBeInTheDocument();
  });

  it("asks for the address first when it is shorter than 3 characters, looking nothing up", async () => {
    const { fetchMock } = renderDialog();
    await fill({ address: "R" });
    await findOnMap();
    expect(finderStatus()).toHaveTextContent("Type the gym's address first (at least 3 characters).");
    await waitFor(() => expect(field("Address")).toHaveFocus());
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/gyms/geocode"))).toBe(false);
  });

  it("without a geocoder, says finding addresses is off, and the pin stays at the centre of the member's cell", async () => {
    const home = { latitude: -22.951, longitude: -43.21 };
    const centre = centreOf(cellOf(home));
    renderDialog(
      {
        [geocodePath(BARATA)]: () =>
          json(
            { message: "No geocoder is configured: place the gym's pin on the map", code: "geocoder.off" },
            { status: 503 },
          ),
      },
      home,
    );
    await fill({ name: "GB", address: BARATA });
    await findOnMap();
    const status = finderStatus();
    await waitFor(() => expect(status).toHaveTextContent("Finding addresses is off here. Place the pin on the map."));
    expect(screen.getByRole("button", { name: "Find on map" })).toHaveAccessibleDescription(
      "Finding addresses is off here. Place the pin on the map.",
    );
    expect(screen.queryByRole("radiogroup")).toBeNull();
    const { latitude, longitude } = shownPin();
    expect(Math.abs(latitude - centre.latitude)).toBeLessThan(1e-5);
    expect(Math.abs(longitude - centre.longitude)).toBeLessThan(1e-5);
    expect(pinMap.last?.pin).toEqual({ latitude, longitude });
  });

  it("says the address could not be looked up when the geocoder fails, and tries again when asked", async () => {
    let answers = 0;
    renderDialog({
      [geocodePath(BARATA)]: () => {
        answers += 1;
        return answers === 1
          ? json({ message: "The geocoder failed or did not answer in time", code: "geocoder.failed" }, { status: 502 })
          : json(BARATA_PLACES);
      },
    });
    await fill({ name: "GB", address: BARATA });
    await findOnMap();
    expect(
      await screen.findByText("The address could not be looked up. Try again, or place the pin on the map."),
    ).toBeInTheDocument();
    await findOnMap();
    expect(await screen.findByRole("radiogroup", { name: "Places found for this address" })).toBeInTheDocument();
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
    expect(screen.getByRole("button", { name: "Encontrar no mapa" })).toBeInTheDocument();
  });
});
