import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { PostContent } from "./post-content.tsx";

const LONG = Array.from({ length: 12 }, (_, index) => `Round ${index + 1}: drill the entry.`).join("\n");

/** jsdom lays nothing out: the text is made taller than the six lines it shows. */
function textOverflows() {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(264);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(132);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a post's text", () => {
  it("shows whole, without 'more', when it fits", () => {
    renderWithProviders(<PostContent content="Shrimp to the wall, 3 sets of 20." />);

    expect(screen.getByText("Shrimp to the wall, 3 sets of 20.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("is clamped with 'more' when longer, keeps every word in the page, and expands and folds", async () => {
    textOverflows();
    const user = userEvent.setup();
    renderWithProviders(<PostContent content={LONG} />);

    const more = screen.getByRole("button", { name: "more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    const text = document.getElementById(more.getAttribute("aria-controls")!);
    expect(text).toHaveTextContent("Round 12: drill the entry.");
    expect(text).toHaveStyle({ overflow: "hidden" });

    await user.click(more);

    const less = screen.getByRole("button", { name: "less" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    expect(less).toHaveFocus();
    expect(text).not.toHaveStyle({ overflow: "hidden" });

    await user.click(less);
    expect(screen.getByRole("button", { name: "more" })).toHaveAttribute("aria-expanded", "false");
  });

  it("says 'mais' in Portuguese", () => {
    textOverflows();
    setLocale("pt-BR");
    renderWithProviders(<PostContent content={LONG} />);

    expect(screen.getByRole("button", { name: "mais" })).toHaveAttribute("aria-expanded", "false");
  });
});
