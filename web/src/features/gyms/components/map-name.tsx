import { useEffect } from "react";
import { useMap } from "react-leaflet";

/** Leaflet's container takes the focus (for its arrow keys): it says what it is. */
export function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}
