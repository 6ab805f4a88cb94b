import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { isOptionsTab } from "../utils/options-tabs.ts";

/**
 * The open tab lives in the address (`/options?tab=account`), so a link can open a tab: the bell's
 * "Your data is ready" opens Account. Switching tabs replaces the entry, so Back leaves the page.
 */
export function useOptionsTab() {
  const { tab = "friends" } = useSearch({ from: "/options" });
  const navigate = useNavigate();
  const select = useCallback(
    (key: string) => {
      if (isOptionsTab(key)) void navigate({ to: "/options", search: { tab: key }, replace: true });
    },
    [navigate],
  );
  return { tab, select };
}
