import { screen } from "@testing-library/react";

// A toast's words are on screen twice: in antd's notice and in the app's live region, which says
// them to screen readers (shared/announcer). Tests look at the notice.
const NOT_THE_LIVE_REGION = "script, style, [data-testid^='live-'] *";

export const findToast = (text: string | RegExp) => screen.findByText(text, { ignore: NOT_THE_LIVE_REGION });

/** What the live regions said last: politely (status) or at once (alert). */
export const announced = () => ({
  polite: screen.getByTestId("live-polite").textContent,
  assertive: screen.getByTestId("live-assertive").textContent,
});
