import { appUpdate } from "./app-update.ts";

/** How often an open page asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts), once the first screen is up:
 * its precache then fills in the background, not during the first load. A waiting new version is
 * offered through `appUpdate`; a page left open asks for one every hour.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { registerSW } = await import("virtual:pwa-register");
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => appUpdate.offer(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
