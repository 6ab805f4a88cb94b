import { expect } from "vitest";

// Two calls on one aggregate in a set order, the first in flight while the second lands: `first` is
// sent, its `held` command waits at the aggregate's door until `second` has been answered, then
// goes on and decides on the state `second` left. Both answers, in the order the calls were sent.

type Handle = (id: string, command: never, ...rest: never[]) => Promise<unknown>;

export async function inTurn<H extends Handle, A, B>(
  aggregate: { handle: H },
  held: string,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const original = aggregate.handle;
  const handle = original.bind(aggregate) as unknown as (...all: unknown[]) => Promise<unknown>;
  let arrived = false;
  let open!: () => void;
  const door = new Promise<void>((resolve) => (open = resolve));
  aggregate.handle = (async (...args: unknown[]) => {
    if (!arrived && (args[1] as { type: string }).type === held) {
      arrived = true;
      await door;
    }
    return handle(...args);
  }) as unknown as H;
  try {
    const firstAnswer = first();
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(true);
    const secondAnswer = await second();
    open();
    return [await firstAnswer, secondAnswer];
  } finally {
    open();
    aggregate.handle = original;
  }
}
