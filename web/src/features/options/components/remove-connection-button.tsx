import { Button } from "antd";
import { useConnectionRemoval } from "../hooks/use-connection-removal.ts";

type RemoveConnectionButtonProps = {
  connectionId: string;
  /** The visible label; the accessible name starts with it. */
  label: string;
  accessibleName: string;
  done: string;
  failed: string;
  danger?: boolean;
};

/** "Remove Friend" (SPEC §2: "Friend removed") or "Withdraw" for a request I sent. */
export function RemoveConnectionButton({ connectionId, label, accessibleName, done, failed, danger }: RemoveConnectionButtonProps) {
  const { remove, pending } = useConnectionRemoval(done, failed);
  return (
    <Button danger={danger} loading={pending} onClick={() => void remove(connectionId)} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
