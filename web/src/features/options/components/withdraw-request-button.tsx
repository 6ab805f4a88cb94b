import { Button } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useRemoveConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";

/** "Withdraw": takes back a request I sent that is still pending. */
export function WithdrawRequestButton({ connectionId, name }: { connectionId: string; name: string }) {
  const toast = useToast();
  const removeConnection = useRemoveConnection();
  const withdraw = async () => {
    try {
      await removeConnection.mutateAsync(connectionId);
      toast.success("Request withdrawn");
    } catch (error) {
      toast.error("Error", serverMessage(error, "Failed to withdraw the request. Please try again."));
    }
  };
  return (
    <Button loading={removeConnection.isPending} onClick={() => void withdraw()} aria-label={`Withdraw request to ${name}`}>
      Withdraw
    </Button>
  );
}
