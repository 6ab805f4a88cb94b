import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsWaiting } from "@/shared/api/calls-waiting.ts";
import { WaitingNotice } from "./waiting-notice.tsx";

describe("the waiting notice", () => {
  it("tells the member Kumite is starting while calls wait for it, in a live region, and goes away after", () => {
    render(<WaitingNotice />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    act(() => callsWaiting.set("starting"));
    expect(status).toHaveTextContent("Kumite is starting. Your screen fills in a moment.");
    act(() => callsWaiting.set(null));
    expect(status).toHaveTextContent("");
  });

  it("says Kumite is taking a moment, not starting, while a call waits on a busy service", () => {
    render(<WaitingNotice />);
    act(() => callsWaiting.set("busy"));
    expect(screen.getByRole("status")).toHaveTextContent("Kumite is taking a moment. Your screen fills in shortly.");
    act(() => callsWaiting.set(null));
  });
});
