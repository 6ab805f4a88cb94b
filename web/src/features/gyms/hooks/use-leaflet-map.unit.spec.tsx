import type { MapTilesView } from "@kumite/contracts/map-tiles";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useLeafletMap } from "./use-leaflet-map.ts";
import { useMapPin } from "./use-map-pin.ts";

// Leaflet itself in jsdom: it lays nothing out, but it makes its DOM, its pin and its arithmetic.
// The map is a named region on our div, with the tile server's layer and credit; a pin that a
// click on the map, the arrow keys and its `pin` move; and nothing of it stays after unmounting.

const TILES: MapTilesView = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "&copy; Example Maps" };

function PinMap(props: { pin: Coordinates; onMove: (pin: Coordinates) => void; tiles: MapTilesView | null }) {
  const { ref, map } = useLeafletMap({
    center: [props.pin.latitude, props.pin.longitude],
    zoom: 15,
    label: "Where the gym is",
    tiles: props.tiles,
  });
  useMapPin(map, { pin: props.pin, label: "The gym's pin", onMove: props.onMove });
  return <div ref={ref} data-testid="map" style={{ height: 240 }} />;
}

function Harness({ tiles = TILES, onMove }: { tiles?: MapTilesView | null; onMove: (pin: Coordinates) => void }) {
  const [pin, setPin] = useState<Coordinates>({ latitude: -22.968, longitude: -43.185 });
  return (
    <>
      <button type="button" onClick={() => setPin({ latitude: 38.7107, longitude: -9.1374 })}>
        Lisbon
      </button>
      <PinMap
        pin={pin}
        tiles={tiles}
        onMove={(moved) => {
          onMove(moved);
          setPin(moved);
        }}
      />
    </>
  );
}

const pinButton = () => screen.findByRole("button", { name: "The gym's pin" });

describe("useLeafletMap and useMapPin", () => {
  it("draws a named map on our div, with the tile server's layer and its credit", async () => {
    render(<Harness onMove={vi.fn()} />);
    const region = await screen.findByRole("region", { name: "Where the gym is" });
    expect(region).toBe(screen.getByTestId("map"));
    expect(region).toHaveClass("leaflet-container");
    await waitFor(() => expect(region.querySelector(".leaflet-control-attribution")).toHaveTextContent("Example Maps"));
  });

  it("draws no tiles while the tile server is not known", async () => {
    render(<Harness tiles={null} onMove={vi.fn()} />);
    const region = await screen.findByRole("region", { name: "Where the gym is" });
    expect(await pinButton()).toBeInTheDocument();
    expect(region.querySelector(".leaflet-tile-container")).toBeNull();
    expect(region.querySelector(".leaflet-control-attribution")).not.toHaveTextContent("Example Maps");
  });

  it("moves the pin by the arrow keys (north, then with Shift further east), and by no other key", async () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const pin = await pinButton();
    fireEvent.keyDown(pin, { key: "ArrowUp" });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const north = onMove.mock.calls[0]![0] as Coordinates;
    expect(north.latitude).toBeGreaterThan(-22.968);
    expect(north.longitude).toBeCloseTo(-43.185, 5);
    fireEvent.keyDown(pin, { key: "ArrowRight", shiftKey: true });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(2));
    expect((onMove.mock.calls[1]![0] as Coordinates).longitude).toBeGreaterThan(-43.185);
    fireEvent.keyDown(pin, { key: "Enter" });
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it("steps from where the last key left the pin, before its caller has moved it there", async () => {
    const onMove = vi.fn();
    // A caller that has not re-rendered yet: its `pin` still says where the pin started.
    render(<PinMap pin={{ latitude: -22.968, longitude: -43.185 }} tiles={TILES} onMove={onMove} />);
    const pin = await pinButton();
    fireEvent.keyDown(pin, { key: "ArrowUp" });
    fireEvent.keyDown(pin, { key: "ArrowRight" });
    const [north, then] = onMove.mock.calls.map(([moved]) => moved as Coordinates);
    expect(north!.latitude).toBeGreaterThan(-22.968);
    expect(then!.latitude).toBeCloseTo(north!.latitude, 6);
    expect(then!.longitude).toBeGreaterThan(-43.185);
  });

  it("puts the pin where the map is clicked", async () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    await pinButton();
    fireEvent.click(screen.getByTestId("map"), { clientX: 0, clientY: 0 });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const placed = onMove.mock.calls[0]![0] as Coordinates;
    expect(Number.isFinite(placed.latitude) && Number.isFinite(placed.longitude)).toBe(true);
  });

  it("follows its pin when the caller moves it (an address chosen), and goes nowhere by itself", async () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const pin = await pinButton();
    await act(async () => screen.getByRole("button", { name: "Lisbon" }).click());
    expect(onMove).not.toHaveBeenCalled();
    // Still one pin, still named, and the member's keys move it from its new place.
    expect(screen.getAllByRole("button", { name: "The gym's pin" })).toEqual([pin]);
    fireEvent.keyDown(pin, { key: "ArrowDown" });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    expect((onMove.mock.calls[0]![0] as Coordinates).latitude).toBeLessThan(38.7107);
    expect((onMove.mock.calls[0]![0] as Coordinates).latitude).toBeGreaterThan(38.7);
  });

  it("leaves nothing of Leaflet's map behind when it goes", async () => {
    const { unmount, container } = render(<Harness onMove={vi.fn()} />);
    await pinButton();
    const div = screen.getByTestId("map");
    unmount();
    expect(div.querySelector(".leaflet-marker-icon")).toBeNull();
    expect(div.querySelector(".leaflet-pane")).toBeNull();
    // Leaflet's mark that the div holds a map: gone, so a map could be drawn there again.
    expect("_leaflet_id" in div).toBe(false);
    expect(container).toBeEmptyDOMElement();
  });
});
