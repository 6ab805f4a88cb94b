import { useMediaQuery } from "./use-media-query.ts";

/** Phones: the header keeps what a thumb needs most, and Logout moves into the menu. */
export const PHONE_HEADER_QUERY = "(max-width: 575.98px)";

/**
 * From here the header's action buttons (Create Post, Logout) show their words beside their icons;
 * below, only the icons, named the same. From 1200 px the eight links take the room instead: in
 * Portuguese the links and the words together were 42 px wider than a 1200 px screen.
 */
export const WORDED_ACTIONS_QUERY = "(min-width: 1366px)";

/** How much the header can show at the current width. */
export function useHeaderRoom(): { phone: boolean; wordedActions: boolean } {
  return { phone: useMediaQuery(PHONE_HEADER_QUERY), wordedActions: useMediaQuery(WORDED_ACTIONS_QUERY) };
}
