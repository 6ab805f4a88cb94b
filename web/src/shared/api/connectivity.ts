import { onlineManager } from "@tanstack/react-query";

// Whether the browser has a network, as TanStack Query's onlineManager knows it: queries pause
// while it says offline and resume when it comes back, and the offline notice reads it. The
// browser's online and offline events move it; a call that fails while the browser says offline
// moves it at once (the event can come after the failure), and any reply says online again. At
// start it takes the browser's word, which the manager itself does not. A network that is up but
// reaches nothing (a gym's Wi-Fi behind a login page) is not called offline: its calls fail as
// failures, and the outbox keeps the writes among them.

const browserOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export const connectivity = {
  start(): void {
    if (browserOffline()) onlineManager.setOnline(false);
  },
  lost(): void {
    if (browserOffline()) onlineManager.setOnline(false);
  },
  reached(): void {
    if (!onlineManager.isOnline()) onlineManager.setOnline(true);
  },
  isOnline: (): boolean => onlineManager.isOnline(),
  subscribe: (listener: () => void): (() => void) => onlineManager.subscribe(listener),
};
