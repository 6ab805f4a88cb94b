import { useEffect } from "react";

/** SPEC §9: F8 focuses the toast region (antd's notification container). */
export function useToastHotkey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const region = document.querySelector<HTMLElement>(".ant-notification");
      if (!region) return;
      event.preventDefault();
      region.tabIndex = -1;
      region.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
