import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serviceStarting } from "@/shared/api/service-starting.ts";
import { StartingNotice } from "./starting-notice.tsx";

describe("the starting notice", () => {
  it("tells the member Kumite is starting while calls wait for it, in a live region, and goes away after", () => {
    render(<StartingNotice />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    act(() => serviceStarting.set("starting"));
    expect(status).toHaveTextContent("Kumite is starting. Your screen fills in a moment.");
    act(() => serviceStarting.set(null));
    expect(status).toHaveTextContent("");
  });

  it("says Kumite is taking a moment, not starting, while a call waits on a busy service", () => {
    render(<StartingNotice />);
    act(() => serviceStarting.set("busy"));
    expect(screen.getByRole("status")).toHaveTextContent("Kumite is taking a moment. Your screen fills in shortly.");
    act(() => serviceStarting.set(null));
  });
});
