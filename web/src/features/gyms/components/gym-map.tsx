import "leaflet/dist/leaflet.css";
import type { GymView } from "@kumite/contracts/gym/views";
import { latLngBounds, type LatLngExpression } from "leaflet";
import { useEffect } from "react";
import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from "react-leaflet";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { MAP_TILES } from "../utils/map-tiles.ts";
import { MapName } from "./map-name.tsx";

export interface GymMapProps {
  gyms: readonly GymView[];
  /** The member's area: a circle of the search radius around them, when their location is known. */
  area: { center: Coordinates; radiusKm: number } | null;
  /** Picks a gym (opens its open mats), as its card's button does. */
  onSelect?: (gym: GymView) => void;
}

const WORLD: LatLngExpression = [20, 0];
/** Roughly, along a meridian: enough to frame the circle. */
const KM_PER_DEGREE = 111;
const point = ({ latitude, longitude }: Coordinates): [number, number] => [latitude, longitude];

/**
 * The gyms on a map beside the list (beyond SPEC): a marker each, the member's area as a circle.
 * The list stays the main view; the map is a region with a name, and Tab leaves it like any other
 * control (arrow keys pan it while it has the focus).
 */
export function GymMap({ gyms, area, onSelect }: GymMapProps) {
  const { t } = useGymsText();
  return (
    <MapContainer center={area ? point(area.center) : WORLD} zoom={area ? 10 : 2} style={{ height: "100%" }}>
      <MapName label={t("map.label")} />
      <FitTo gyms={gyms} area={area} />
      <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
      {area && (
        <Circle
          center={point(area.center)}
          radius={area.radiusKm * 1000}
          pathOptions={{ color: "#1677ff", weight: 1, fillOpacity: 0.08 }}
          interactive={false}
        />
      )}
      {gyms.map((gym) => (
        <CircleMarker
          key={gym.id}
          center={point(gym)}
          radius={8}
          pathOptions={{ color: "#ffffff", weight: 2, fillColor: "#e5484d", fillOpacity: 1 }}
          eventHandlers={onSelect ? { click: () => onSelect(gym) } : undefined}
        >
          <Tooltip>{gym.name}</Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}

/** Shows the member's area; without one, every gym listed. Refits only when those change. */
function FitTo({ gyms, area }: Pick<GymMapProps, "gyms" | "area">) {
  const map = useMap();
  useEffect(() => {
    if (!area) return;
    const { latitude, longitude } = area.center;
    const degrees = area.radiusKm / KM_PER_DEGREE;
    map.fitBounds(latLngBounds([latitude - degrees, longitude - degrees], [latitude + degrees, longitude + degrees]));
  }, [map, area]);
  useEffect(() => {
    if (area || gyms.length === 0) return;
    map.fitBounds(latLngBounds(gyms.map(point)), { maxZoom: 12, padding: [24, 24] });
  }, [map, gyms, area]);
  return null;
}
