import { Button } from "antd";
import { useConnectionRemoval } from "../hooks/use-connection-removal.ts";

type RemoveConnectionButtonProps = {
  connectionId: string;
  /** The visible label; the accessible name starts with it. */
  label: string;
  accessibleName: string;
  done: string;
  failed: string;
};

/** "Remove Friend" (SPEC §2: "Friend removed") or "Withdraw" for a request I sent. */
// Not antd's danger style: its red text on the dark theme is under WCAG AA's 4.5:1.
export function RemoveConnectionButton({
  connectionId,
  label,
  accessibleName,
  done,
  failed,
}: RemoveConnectionButtonProps) {
  const { remove, pending } = useConnectionRemoval(done, failed);
  return (
    <Button loading={pending} onClick={() => void remove(connectionId)} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
