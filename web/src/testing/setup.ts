import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { positionTracker } from "@/shared/api/position-tracker.ts";
import { forgetOutbox } from "@/shared/outbox/outbox.ts";
import { i18n } from "@/shared/i18n/i18n.ts";
import { fakeMediaQueryList } from "./media-query.ts";

// A findBy or waitFor ends as soon as what it waits for shows; its limit only matters on a loaded
// machine, where two workers render antd in jsdom side by side and a screen can take over the
// default second to settle (a toast after a like was seen missing its second there).
configure({ asyncUtilTimeout: 5000 });

// The saved cache and the outbox keep members' data in IndexedDB, which jsdom lacks.
vi.mock("idb-keyval", () => import("./idb-keyval-in-memory.ts"));

// antd needs a few browser APIs jsdom lacks.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
globalThis.ResizeObserver = ResizeObserverStub;

// jsdom does not implement pseudo-element styles and logs an error when asked; antd asks.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// The router restores scroll positions; jsdom does not implement scrolling.
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  positionTracker.reset();
  vi.useRealTimers();
});

// Tests read English (the source catalog) unless they switch; a switch must not leak into the next test.
afterEach(async () => {
  await i18n.changeLanguage("en");
});

// A write a test left waiting (its call failed) must not be sent by the next test's first write.
afterEach(async () => {
  await forgetOutbox();
});
