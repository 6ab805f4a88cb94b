import { useSyncExternalStore } from "react";
import { connectivity } from "@/shared/api/connectivity.ts";

/** Whether the browser has a network now (see connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline);
}
