import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component.tsx";
import { lazyDialog } from "./lazy-dialog.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Osu, {name}</p>;
}

describe("lazyComponent", () => {
  it("shows the fallback, then the component with its props, loading the code once", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);

    render(
      <>
        <LazyGreeting name="Aiko" fallback={<p>Loading…</p>} />
        <LazyGreeting name="Kenji" />
      </>,
    );

    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText("Osu, Aiko")).toBeInTheDocument();
    expect(screen.getByText("Osu, Kenji")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once when preloaded", async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    await LazyGreeting.preload();

    render(<LazyGreeting name="Aiko" fallback={<p>Loading…</p>} />);

    expect(screen.getByText("Osu, Aiko")).toBeInTheDocument();
  });
});

describe("lazyDialog", () => {
  function Dialog({ open }: { open: boolean }) {
    const [draft, setDraft] = useState("");
    return open ? <input aria-label="Draft" value={draft} onChange={(event) => setDraft(event.target.value)} /> : null;
  }

  it("loads on first opening and keeps its state while closed", async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => Dialog);
    const LazyDraftDialog = lazyDialog(load);
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(!open)}>Toggle</button>
          <LazyDraftDialog open={open} />
        </>
      );
    }
    render(<Screen />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Toggle" }));
    await user.type(await screen.findByLabelText("Draft"), "Uchi mata");
    await user.click(screen.getByRole("button", { name: "Toggle" }));
    await user.click(screen.getByRole("button", { name: "Toggle" }));

    expect(screen.getByLabelText("Draft")).toHaveValue("Uchi mata");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
