import type { MapTilesView } from "@kumite/contracts/map-tiles";
import { map as createMap, tileLayer, type LatLngTuple, type Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState, type RefObject } from "react";

export interface LeafletMapOptions {
  /** Where the map starts; later moves are the caller's (fitBounds, panTo). */
  center: LatLngTuple;
  zoom: number;
  /** The map's name: Leaflet's container takes the focus (for its arrow keys), so it says what it is. */
  label: string;
  /** The tile server, or null while it is not known: the map is drawn without tiles meanwhile. */
  tiles: MapTilesView | null;
}

export interface LeafletMapHandle {
  /** For the div the map is drawn in. */
  ref: RefObject<HTMLDivElement | null>;
  /** The map once it is drawn; null before, and after the div goes. */
  map: LeafletMap | null;
}

/**
 * Leaflet itself on a div of ours (BSD-2; react-leaflet's licence is not an open-source one): the
 * map is made once, named as a region, given its tiles, redrawn to its size, and removed with the
 * component. Markers and pins are the callers' (use-map-pin.ts), added to `map` once it is there.
 */
export function useLeafletMap({ center, zoom, label, tiles }: LeafletMapOptions): LeafletMapHandle {
  const ref = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const start = useRef({ center, zoom });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const created = createMap(element, { center: start.current.center, zoom: start.current.zoom });
    // A dialog may still be opening (or a phone turning) when the map is drawn: it redraws to its size.
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(element);
    setMap(created);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);

  const url = tiles?.url;
  const attribution = tiles?.attribution;
  useEffect(() => {
    if (!map || !url) return;
    const layer = tileLayer(url, { attribution }).addTo(map);
    return () => void layer.remove();
  }, [map, url, attribution]);

  return { ref, map };
}
