import "leaflet/dist/leaflet.css";
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from "leaflet";
import { useEffect, useState } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { pinAt, pinKeyOffset } from "../utils/gym-pin.ts";
import { MAP_TILES } from "../utils/map-tiles.ts";
import { MapName } from "./map-name.tsx";

export interface GymPinMapProps {
  /** Where the pin is: the form's coordinates. */
  pin: Coordinates;
  /** The member moved the pin (a click, a drag or the arrow keys). */
  onMove: (pin: Coordinates) => void;
  /** How close the map starts: a street's view from the member's cell, the world without one. */
  zoom: number;
}

const PIN_ICON = divIcon({
  className: "gym-pin",
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#c9252c;border:2px solid #ffffff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
});

const latLngOf = ({ latitude, longitude }: Coordinates): [number, number] => [latitude, longitude];

/**
 * Add Gym's map: the member places the gym's pin by clicking the map, dragging the pin, or with the
 * arrow keys once the pin has the focus (Shift for bigger steps); the coordinates typed in the form
 * move it too. It starts in the member's area, never at their own point (gym-pin.ts).
 */
export function GymPinMap({ pin, onMove, zoom }: GymPinMapProps) {
  const { t } = useGymsText();
  return (
    <MapContainer center={latLngOf(pin)} zoom={zoom} style={{ height: 240 }}>
      <MapName label={t("pin.map")} />
      <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
      <FollowSize />
      <PlaceOnClick onMove={onMove} />
      <KeepInView pin={pin} />
      <Pin pin={pin} onMove={onMove} label={t("pin.label")} />
    </MapContainer>
  );
}

/** The dialog may still be opening (or the phone turning) when the map is drawn: it redraws to its size. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function PlaceOnClick({ onMove }: Pick<GymPinMapProps, "onMove">) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onMove(pinAt({ latitude: event.latlng.lat, longitude: event.latlng.lng })),
  });
  return null;
}

/** Typed coordinates may put the pin off the map: the map follows it. */
function KeepInView({ pin }: Pick<GymPinMapProps, "pin">) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(latLngOf(pin))) map.panTo(latLngOf(pin));
  }, [map, pin]);
  return null;
}

function Pin({ pin, onMove, label }: Pick<GymPinMapProps, "pin" | "onMove"> & { label: string }) {
  const map = useMap();
  const [marker, setMarker] = useState<LeafletMarker | null>(null);

  // Leaflet makes the pin a focusable button; it gets a name, and arrow keys that move it rather
  // than pan the map under it.
  useEffect(() => {
    const element = marker?.getElement();
    if (!marker || !element) return;
    element.setAttribute("aria-label", label);
    const onKey = (event: KeyboardEvent) => {
      const offset = pinKeyOffset(event.key, event.shiftKey);
      if (!offset) return;
      event.preventDefault();
      event.stopPropagation();
      const moved = map.unproject(map.project(marker.getLatLng()).add(offset));
      onMove(pinAt({ latitude: moved.lat, longitude: moved.lng }));
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [map, marker, label, onMove]);

  return (
    <Marker
      ref={setMarker}
      position={latLngOf(pin)}
      icon={PIN_ICON}
      draggable
      keyboard
      eventHandlers={{
        dragend: () => {
          if (!marker) return;
          const { lat, lng } = marker.getLatLng();
          onMove(pinAt({ latitude: lat, longitude: lng }));
        },
      }}
    />
  );
}
