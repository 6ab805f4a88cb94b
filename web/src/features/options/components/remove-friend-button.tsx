import { Button } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useRemoveConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";

/** "Remove Friend": deletes the accepted connection (SPEC §4) and says "Friend removed". */
export function RemoveFriendButton({ connectionId, name }: { connectionId: string; name: string }) {
  const toast = useToast();
  const removeConnection = useRemoveConnection();
  const remove = async () => {
    try {
      await removeConnection.mutateAsync(connectionId);
      toast.success("Friend removed");
    } catch (error) {
      toast.error("Error", serverMessage(error, "Failed to remove friend. Please try again."));
    }
  };
  return (
    <Button danger loading={removeConnection.isPending} onClick={() => void remove()} aria-label={`Remove Friend ${name}`}>
      Remove Friend
    </Button>
  );
}
