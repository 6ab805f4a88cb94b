import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";

/**
 * The open conversation lives in the address (`/messages?user={id}`, SPEC §2): links to it work,
 * and the browser's Back leaves it. `select()` without an id goes back to the list.
 */
export function useSelectedMember() {
  const { user } = useSearch({ from: "/messages" });
  const navigate = useNavigate();
  const select = useCallback(
    (id?: string) => void navigate({ to: "/messages", search: id ? { user: id } : {} }),
    [navigate],
  );
  return { selectedId: user, select };
}
