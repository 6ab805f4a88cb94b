import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useSwipeDeck, type SwipeDeckOptions } from "./use-swipe-deck.ts";

const cards = ["a", "b", "c"] as const;
const renderDeck = (options: SwipeDeckOptions<string> = {}, items: readonly string[] = cards) =>
  renderHook(({ list }) => useSwipeDeck(list, options), { initialProps: { list: items } });

describe("useSwipeDeck", () => {
  it("starts on the first card", () => {
    const { result } = renderDeck();
    expect(result.current).toMatchObject({ current: "a", index: 0, total: 3, finished: false, busy: false });
  });

  it("a like acts on the current card and advances", async () => {
    const onLike = vi.fn();
    const onAdvance = vi.fn();
    const { result } = renderDeck({ onLike, onAdvance });
    await act(() => result.current.like());
    expect(onLike).toHaveBeenCalledWith("a");
    expect(onAdvance).toHaveBeenCalledWith("a", "like");
    expect(result.current).toMatchObject({ current: "b", index: 1 });
  });

  it("a pass acts on the current card and advances", async () => {
    const onPass = vi.fn();
    const { result } = renderDeck({ onPass });
    await act(() => result.current.pass());
    expect(onPass).toHaveBeenCalledWith("a");
    expect(result.current.current).toBe("b");
  });

  it("ignores a second action within the 300 ms input lock, and takes one after it", async () => {
    vi.useFakeTimers();
    const onLike = vi.fn();
    const onPass = vi.fn();
    const { result } = renderDeck({ onLike, onPass });

    await act(() => result.current.like());
    expect(await act(() => result.current.pass())).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(await act(() => result.current.like())).toBe(false);
    expect(result.current.index).toBe(1);
    expect(onPass).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await act(() => result.current.pass())).toBe(true);
    expect(onPass).toHaveBeenCalledWith("b");
    expect(result.current.index).toBe(2);
  });

  it("waits for an action that answers later, busy meanwhile, and stays on the card when it fails", async () => {
    let answer: (moved: boolean) => void = () => undefined;
    const onLike = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { result } = renderDeck({ onLike, lockMs: 0 });

    let liked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      liked = result.current.like();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer(false);
      await liked;
    });
    expect(result.current).toMatchObject({ current: "a", busy: false });
  });

  it("is finished after the last card, and starts again with a new list", async () => {
    const { result, rerender } = renderDeck({ lockMs: 0 }, ["x"]);
    await act(() => result.current.like());
    expect(result.current).toMatchObject({ current: undefined, finished: true, index: 1, total: 1 });

    rerender({ list: ["y", "z"] });
    expect(result.current).toMatchObject({ current: "y", finished: false, index: 0, total: 2 });
  });

  it("is neither finished nor has a card when empty", async () => {
    const { result } = renderDeck({}, []);
    expect(result.current).toMatchObject({ current: undefined, finished: false, total: 0 });
    expect(await act(() => result.current.like())).toBe(false);
  });
});
