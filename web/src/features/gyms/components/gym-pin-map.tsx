import "leaflet/dist/leaflet.css";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useMapTiles } from "../api/get-map-tiles.ts";
import { useLeafletMap } from "../hooks/use-leaflet-map.ts";
import { useMapPin } from "../hooks/use-map-pin.ts";
import { useGymsText } from "../i18n/catalog.ts";

export interface GymPinMapProps {
  /** Where the pin is: the form's coordinates. */
  pin: Coordinates;
  /** The member moved the pin (a click, a drag or the arrow keys). */
  onMove: (pin: Coordinates) => void;
  /** How close the map starts: a street's view from the member's cell, the world without one. */
  zoom: number;
}

/**
 * Add Gym's map: the member places the gym's pin by clicking the map, dragging the pin, or with the
 * arrow keys once the pin has the focus (Shift for bigger steps); an address chosen from the
 * geocoder's candidates moves it too. It starts in the member's area, never at their own point
 * (gym-pin.ts).
 */
export function GymPinMap({ pin, onMove, zoom }: GymPinMapProps) {
  const { t } = useGymsText();
  const tiles = useMapTiles();
  const { ref, map } = useLeafletMap({
    center: [pin.latitude, pin.longitude],
    zoom,
    label: t("pin.map"),
    tiles,
  });
  useMapPin(map, { pin, label: t("pin.label"), onMove });
  return <div ref={ref} style={{ height: 240 }} />;
}
