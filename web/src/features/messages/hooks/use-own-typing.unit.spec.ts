import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useOwnTyping } from "./use-own-typing.ts";

describe("useOwnTyping", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("is on while typing and off after 1 s without a keystroke", () => {
    const { result } = renderHook(() => useOwnTyping(() => undefined));
    expect(result.current.typing).toBe(false);

    act(() => result.current.typed());
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.typed());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typing).toBe(false);
  });

  it("goes off at once on stop (a send)", () => {
    const { result } = renderHook(() => useOwnTyping(() => undefined));
    act(() => result.current.typed());
    act(() => result.current.stop());
    expect(result.current.typing).toBe(false);
  });

  it("tells the other member at most once a second", () => {
    const notify = vi.fn();
    const { result } = renderHook(() => useOwnTyping(notify));
    act(() => result.current.typed());
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.typed());
    expect(notify).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.typed());
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
