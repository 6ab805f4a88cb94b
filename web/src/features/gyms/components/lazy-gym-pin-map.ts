import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import type { GymPinMapProps } from "./gym-pin-map.tsx";

/** Add Gym's map and Leaflet, loaded with the dialog's first opening: the address lookup works without them. */
export const LazyGymPinMap = lazyComponent<GymPinMapProps>(() =>
  import("./gym-pin-map.tsx").then((module) => module.GymPinMap),
);
