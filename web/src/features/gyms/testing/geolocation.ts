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

/** The browser's geolocation asking the member, who has not answered yet: `answer` answers. */
export function pendingGeolocation(): { answer: (position: { latitude: number; longitude: number }) => void } {
  let resolveLater: ((position: { coords: { latitude: number; longitude: number } }) => void) | undefined;
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: {
      getCurrentPosition: (resolve: typeof resolveLater) => {
        resolveLater = resolve;
      },
    },
  });
  return { answer: (position) => resolveLater?.({ coords: position }) };
}
