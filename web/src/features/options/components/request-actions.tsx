import { Button } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useAcceptConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useConnectionRemoval } from "../hooks/use-connection-removal.ts";

/** Accept or Decline a request another member sent me. */
export function RequestActions({ connectionId, name }: { connectionId: string; name: string }) {
  const toast = useToast();
  const acceptConnection = useAcceptConnection();
  const declining = useConnectionRemoval("Request declined", "Failed to decline the request. Please try again.");
  const busy = acceptConnection.isPending || declining.pending;

  const accept = async () => {
    try {
      await acceptConnection.mutateAsync(connectionId);
      toast.success("Friend request accepted", `You and ${name} are now friends.`);
    } catch (error) {
      toast.error("Error", serverMessage(error, "Failed to accept the request. Please try again."));
    }
  };

  return (
    <>
      <Button
        type="primary"
        loading={acceptConnection.isPending}
        disabled={busy}
        onClick={() => void accept()}
        aria-label={`Accept request from ${name}`}
      >
        Accept
      </Button>
      <Button
        loading={declining.pending}
        disabled={busy}
        onClick={() => void declining.remove(connectionId)}
        aria-label={`Decline request from ${name}`}
      >
        Decline
      </Button>
    </>
  );
}
