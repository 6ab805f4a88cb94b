import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import type { GymMapProps } from "./gym-map.tsx";

/** The map and Leaflet, loaded after the list: the list works without them. */
export const LazyGymMap = lazyComponent<GymMapProps>(() => import("./gym-map.tsx").then((module) => module.GymMap));
