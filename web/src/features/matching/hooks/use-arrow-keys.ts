import { useEffect, useRef, type RefObject } from "react";

/** Where the arrow keys already mean something: typing, sliders, menus, choices and dialogs. */
const OWN_ARROW_KEYS =
  "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role=slider], [role=combobox], [role=listbox], [role=option], [role=radiogroup], [role=radio], [role=tablist], [role=menu], [role=spinbutton], [role=dialog], [role=tree], [role=grid]";

export interface ArrowKeyHandlers {
  onLeft: () => void;
  onRight: () => void;
  /** Off while a dialog is over the page. */
  enabled: boolean;
  /** The page: keys count when focus is in it or on nothing in particular (the body). */
  scope: RefObject<HTMLElement | null>;
}

/**
 * Left and Right arrow keys pass and like (SPEC §2 Matching, for the keyboard), unless focus is
 * somewhere the arrows already do something, such as a filter input.
 */
export function useArrowKeys({ onLeft, onRight, enabled, scope }: ArrowKeyHandlers): void {
  const handlers = useRef({ onLeft, onRight });
  useEffect(() => {
    handlers.current = { onLeft, onRight };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const inScope = !target || target === document.body || (scope.current?.contains(target) ?? false);
      if (!inScope || target?.closest(OWN_ARROW_KEYS)) return;
      event.preventDefault();
      if (event.key === "ArrowLeft") handlers.current.onLeft();
      else handlers.current.onRight();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, scope]);
}
