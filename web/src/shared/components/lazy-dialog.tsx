import { useState, type ComponentType } from "react";
import { lazyComponent } from "./lazy-component.tsx";

/**
 * A dialog whose code loads when it first opens instead of with the screen that offers it. Once
 * opened it stays mounted, as an eagerly loaded one would: it animates closed and keeps its state
 * (a draft, say) while hidden.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazyComponent(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Dialog {...props} /> : null;
  };
}
