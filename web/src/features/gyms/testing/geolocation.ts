import { afterEach } from "vitest";

type Position = { latitude: number; longitude: number } | "refused";

/**
 * The browser's geolocation answering `position` (or refusing) for the current test: jsdom has none.
 * Call at the top level of a spec file once; `answerGeolocation` sets each test's answer.
 */
export function answerGeolocation(position: Position) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: {
      getCurrentPosition: (
        resolve: (position: { coords: { latitude: number; longitude: number } }) => void,
        reject: (error: { message: string }) => void,
      ) => {
        if (position === "refused") reject({ message: "User denied Geolocation" });
        else resolve({ coords: position });
      },
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});
