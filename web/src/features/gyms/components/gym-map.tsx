import "leaflet/dist/leaflet.css";
import type { GymView } from "@kumite/contracts/gym/views";
import { circle, circleMarker, latLngBounds, type LatLngTuple, type Map as LeafletMap } from "leaflet";
import { useEffect } from "react";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useMapTiles } from "../api/get-map-tiles.ts";
import { useLeafletMap } from "../hooks/use-leaflet-map.ts";
import { useGymsText } from "../i18n/catalog.ts";

export interface GymMapProps {
  gyms: readonly GymView[];
  /** The member's area: a circle of the search radius around them, when their location is known. */
  area: { center: Coordinates; radiusKm: number } | null;
  /** Picks a gym (opens its open mats), as its card's button does. */
  onSelect?: (gym: GymView) => void;
}

type Area = GymMapProps["area"];

const WORLD: LatLngTuple = [20, 0];
/** Roughly, along a meridian: enough to frame the circle. */
const KM_PER_DEGREE = 111;
const point = ({ latitude, longitude }: Coordinates): LatLngTuple => [latitude, longitude];

/**
 * The gyms on a map beside the list (beyond SPEC): a marker each, the member's area as a circle.
 * The list stays the main view; the map is a region with a name, and Tab leaves it like any other
 * control (arrow keys pan it while it has the focus).
 */
export function GymMap({ gyms, area, onSelect }: GymMapProps) {
  const { t } = useGymsText();
  const tiles = useMapTiles();
  const { ref, map } = useLeafletMap({
    center: area ? point(area.center) : WORLD,
    zoom: area ? 10 : 2,
    label: t("map.label"),
    tiles,
  });
  useAreaCircle(map, area);
  useGymMarkers(map, gyms, onSelect);
  useFitTo(map, gyms, area);
  return <div ref={ref} style={{ height: "100%" }} />;
}

function useAreaCircle(map: LeafletMap | null, area: Area) {
  useEffect(() => {
    if (!map || !area) return;
    const drawn = circle(point(area.center), {
      radius: area.radiusKm * 1000,
      color: "#1677ff",
      weight: 1,
      fillOpacity: 0.08,
      interactive: false,
    }).addTo(map);
    return () => void drawn.remove();
  }, [map, area]);
}

function useGymMarkers(map: LeafletMap | null, gyms: readonly GymView[], onSelect: GymMapProps["onSelect"]) {
  useEffect(() => {
    if (!map) return;
    const markers = gyms.map((gym) => {
      const drawn = circleMarker(point(gym), {
        radius: 8,
        color: "#ffffff",
        weight: 2,
        fillColor: "#e5484d",
        fillOpacity: 1,
      }).bindTooltip(gym.name);
      if (onSelect) drawn.on("click", () => onSelect(gym));
      return drawn.addTo(map);
    });
    return () => markers.forEach((drawn) => drawn.remove());
  }, [map, gyms, onSelect]);
}

/** Shows the member's area; without one, every gym listed. Refits only when those change. */
function useFitTo(map: LeafletMap | null, gyms: readonly GymView[], area: Area) {
  useEffect(() => {
    if (!map || !area) return;
    const { latitude, longitude } = area.center;
    const degrees = area.radiusKm / KM_PER_DEGREE;
    map.fitBounds(latLngBounds([latitude - degrees, longitude - degrees], [latitude + degrees, longitude + degrees]));
  }, [map, area]);
  useEffect(() => {
    if (!map || area || gyms.length === 0) return;
    map.fitBounds(latLngBounds(gyms.map(point)), { maxZoom: 12, padding: [24, 24] });
  }, [map, gyms, area]);
}
