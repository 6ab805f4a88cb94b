import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announce } from "./announcer.ts";
import { JOIN_WITHIN_MS, LiveAnnouncer } from "./live-announcer.tsx";

const polite = () => screen.getByTestId("live-polite").textContent;
const assertive = () => screen.getByTestId("live-assertive").textContent;

afterEach(() => vi.useRealTimers());

describe("the live regions", () => {
  it("say errors at once and the rest politely, each in its own region", () => {
    render(<LiveAnnouncer />);
    act(() => announce("Post created!"));
    act(() => announce("Could not send", { assertive: true }));
    expect(polite()).toBe("Post created!");
    expect(assertive()).toBe("Could not send");
  });

  it("say announcements that come together as one, and later ones anew", () => {
    vi.useFakeTimers();
    render(<LiveAnnouncer />);
    act(() => announce("Connection request sent!"));
    act(() => announce("Liked Ana. Now showing Ben, candidate 2 of 3."));
    expect(polite()).toBe("Connection request sent! Liked Ana. Now showing Ben, candidate 2 of 3.");

    vi.advanceTimersByTime(JOIN_WITHIN_MS + 1);
    act(() => announce("Passed Ben."));
    expect(polite()).toBe("Passed Ben.");
  });
});
