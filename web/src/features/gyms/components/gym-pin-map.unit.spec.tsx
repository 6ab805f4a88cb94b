import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { GymPinMap } from "./gym-pin-map.tsx";

// Leaflet lays out nothing in jsdom, but its pin, its keys and its arithmetic run: the pin is a
// named button that the arrow keys move (and the map under it does not pan).

function Harness({ onMove }: { onMove: (pin: Coordinates) => void }) {
  const [pin, setPin] = useState<Coordinates>({ latitude: 38.72, longitude: -9.14 });
  return (
    <GymPinMap
      pin={pin}
      zoom={15}
      onMove={(moved) => {
        onMove(moved);
        setPin(moved);
      }}
    />
  );
}

describe("Add Gym's pin", () => {
  it("is a named button in a named map, moved north and (with Shift, further) east by the arrow keys, and by no other key", async () => {
    const onMove = vi.fn();
    renderWithProviders(<Harness onMove={onMove} />);
    expect(await screen.findByRole("region", { name: "Map for placing the gym's pin" })).toBeInTheDocument();
    const pin = await screen.findByRole("button", { name: /^The gym's pin/ });
    pin.focus();
    fireEvent.keyDown(pin, { key: "ArrowUp" });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const north = onMove.mock.calls[0]![0] as Coordinates;
    expect(north.latitude).toBeGreaterThan(38.72);
    expect(north.longitude).toBeCloseTo(-9.14, 5);
    fireEvent.keyDown(pin, { key: "ArrowRight", shiftKey: true });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(2));
    const east = onMove.mock.calls[1]![0] as Coordinates;
    expect(east.longitude).toBeGreaterThan(-9.14);
    expect(east.latitude).toBe(north.latitude);
    fireEvent.keyDown(pin, { key: "Enter" });
    expect(onMove).toHaveBeenCalledTimes(2);
  });
});
