import { createEvent, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { candidate } from "../testing/candidate-fixtures.ts";
import { SwipeCard } from "./swipe-card.tsx";

const kenji = candidate();

/** A touch event carrying one finger at `x` (jsdom builds touch lists poorly: set them by hand). */
function touch(kind: "touchStart" | "touchMove" | "touchEnd", target: Element | Window, x: number) {
  const point = { identifier: 0, clientX: x, clientY: 100, pageX: x, pageY: 100, screenX: x, screenY: 100, target };
  const event = createEvent[kind](target, {});
  const fingers = kind === "touchEnd" ? [] : [point];
  Object.defineProperty(event, "touches", { value: fingers });
  Object.defineProperty(event, "targetTouches", { value: fingers });
  Object.defineProperty(event, "changedTouches", { value: [point] });
  fireEvent(target, event);
}

/**
 * A drag from x 200 by `dx` pixels. jsdom has touch but no pointer events, so @use-gesture
 * follows the finger: down on the card, then moves and the lift anywhere in the window.
 */
function drag(element: Element, dx: number) {
  touch("touchStart", element, 200);
  for (let step = 1; step <= 4; step += 1) touch("touchMove", window, 200 + (dx * step) / 4);
  touch("touchEnd", window, 200 + dx);
}

function renderCard(reducedMotion = false) {
  const onSwipe = vi.fn(async () => true);
  renderWithProviders(<SwipeCard candidate={kenji} onSwipe={onSwipe} reducedMotion={reducedMotion} />);
  // The draggable element holds the card.
  const card = screen.getByRole("heading", { name: "Kenji Sato" }).closest(".ant-card")!.parentElement!;
  return { card, onSwipe };
}

describe("SwipeCard", () => {
  it("likes when dragged more than 100 px right", async () => {
    const { card, onSwipe } = renderCard();
    drag(card, 160);
    await waitFor(() => expect(onSwipe).toHaveBeenCalledWith("like", expect.any(Number)));
  });

  it("passes when dragged more than 100 px left", async () => {
    const { card, onSwipe } = renderCard();
    drag(card, -130);
    await waitFor(() => expect(onSwipe).toHaveBeenCalledWith("pass", expect.any(Number)));
  });

  it("springs back without acting for less than 100 px", async () => {
    const { card, onSwipe } = renderCard();
    drag(card, 90);
    await waitFor(() => expect(card).toHaveStyle({ transform: "translateX(0px) rotate(0deg)" }));
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it("follows the finger without tilting or gliding back when the member prefers reduced motion", async () => {
    const { card, onSwipe } = renderCard(true);
    touch("touchStart", card, 200);
    touch("touchMove", window, 240);
    await waitFor(() => expect(card.style.transform).toMatch(/^translateX\([1-9]\d*px\)$/));
    expect(card).toHaveStyle({ transition: "none" });
    touch("touchEnd", window, 240);
    await waitFor(() => expect(card).toHaveStyle({ transform: "translateX(0px)", transition: "none" }));
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
