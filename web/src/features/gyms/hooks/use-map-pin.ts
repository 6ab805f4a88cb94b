import { divIcon, marker as createMarker, type LeafletMouseEvent, type Map as LeafletMap, type Marker } from "leaflet";
import { useEffect, useRef, useState } from "react";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { pinAt, pinKeyOffset } from "../utils/gym-pin.ts";

const PIN_ICON = divIcon({
  className: "gym-pin",
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#c9252c;border:2px solid #ffffff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
});

/** How close the map comes when the pin is put out of its view (a chosen address): a street's. */
export const PIN_STREET_ZOOM = 16;

const latLngOf = ({ latitude, longitude }: Coordinates): [number, number] => [latitude, longitude];

export interface MapPinOptions {
  /** Where the pin is. */
  pin: Coordinates;
  /** Its name, for the button Leaflet makes of it. */
  label: string;
  /** The member moved it: a click on the map, a drag, or an arrow key while it has the focus. */
  onMove: (pin: Coordinates) => void;
}

/**
 * A draggable pin on a Leaflet map: a click on the map puts it there, a drag moves it, and while it
 * has the focus the arrow keys move it (Shift for bigger steps) rather than pan the map under it.
 * Put somewhere out of view (an address chosen), the map goes there, as close as a street.
 */
export function useMapPin(map: LeafletMap | null, { pin, label, onMove }: MapPinOptions): void {
  const [marker, setMarker] = useState<Marker | null>(null);
  // The latest onMove, without making the pin again when the caller's function changes.
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);
  const placed = useRef(pin);
  useEffect(() => {
    placed.current = pin;
  }, [pin]);

  useEffect(() => {
    if (!map) return;
    const created = createMarker(latLngOf(placed.current), { icon: PIN_ICON, draggable: true, keyboard: true });
    const moveTo = ({ lat, lng }: { lat: number; lng: number }) =>
      moved.current(pinAt({ latitude: lat, longitude: lng }));
    const onClick = (event: LeafletMouseEvent) => moveTo(event.latlng);
    created.on("dragend", () => moveTo(created.getLatLng()));
    map.on("click", onClick);
    created.addTo(map);
    setMarker(created);
    return () => {
      map.off("click", onClick);
      created.remove();
      setMarker(null);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !marker) return;
    const point = latLngOf(pin);
    marker.setLatLng(point);
    // A hidden map (a closed dialog whose form was emptied) has no view to leave: it is centred on
    // the pin at its zoom, so it opens again as it was first drawn.
    const { x, y } = map.getSize();
    if (x === 0 || y === 0) map.setView(point, map.getZoom());
    else if (!map.getBounds().contains(point)) map.setView(point, Math.max(map.getZoom(), PIN_STREET_ZOOM));
  }, [map, marker, pin]);

  useEffect(() => {
    const element = marker?.getElement();
    if (!map || !marker || !element) return;
    element.setAttribute("aria-label", label);
    const onKey = (event: KeyboardEvent) => {
      const offset = pinKeyOffset(event.key, event.shiftKey);
      if (!offset) return;
      event.preventDefault();
      event.stopPropagation();
      const { lat, lng } = map.unproject(map.project(marker.getLatLng()).add(offset));
      const next = pinAt({ latitude: lat, longitude: lng });
      // Moved at once, not when the caller's new pin comes back: a second key pressed before that
      // re-render must step from here, or a quick Up then Right loses the Up.
      marker.setLatLng(latLngOf(next));
      moved.current(next);
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [map, marker, label]);
}
