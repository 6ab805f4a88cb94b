import { Button } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useAcceptConnection, useRemoveConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";

/** Accept or Decline a request another member sent me. */
export function RequestActions({ connectionId, name }: { connectionId: string; name: string }) {
  const toast = useToast();
  const acceptConnection = useAcceptConnection();
  const removeConnection = useRemoveConnection();
  const busy = acceptConnection.isPending || removeConnection.isPending;

  const accept = async () => {
    try {
      await acceptConnection.mutateAsync(connectionId);
      toast.success("Friend request accepted", `You and ${name} are now friends.`);
    } catch (error) {
      toast.error("Error", serverMessage(error, "Failed to accept the request. Please try again."));
    }
  };
  const decline = async () => {
    try {
      await removeConnection.mutateAsync(connectionId);
      toast.success("Request declined");
    } catch (error) {
      toast.error("Error", serverMessage(error, "Failed to decline the request. Please try again."));
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
        loading={removeConnection.isPending}
        disabled={busy}
        onClick={() => void decline()}
        aria-label={`Decline request from ${name}`}
      >
        Decline
      </Button>
    </>
  );
}
