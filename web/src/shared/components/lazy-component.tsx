import { useEffect, useState, type ComponentType, type ReactNode } from "react";

export type LazyComponent<P> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the code (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads when it first renders (or on `preload`), showing `fallback` until
 * then; once loaded it renders at once. Not `React.lazy`: React holds back what a Suspense
 * boundary reveals until 300 ms after its fallback showed, which a first screen, or a dialog
 * opening, should not wait for.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    ));

  function Lazy({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (next) => live && setComponent(() => next),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error; // to the nearest error boundary, as React.lazy would
    if (!component) return fallback;
    const Loaded = component;
    return <Loaded {...(props as P)} />;
  }
  return Object.assign(Lazy, { preload });
}
