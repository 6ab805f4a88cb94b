import { serverMessage } from "@/shared/api/error-message.ts";
import { useRemoveConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useOptionsText } from "../i18n/catalog.ts";

/** Removing a friend, withdrawing or declining a request: one DELETE, then `done` or the server's message. */
export function useConnectionRemoval(done: string, failed: string) {
  const { t } = useOptionsText();
  const toast = useToast();
  const removal = useRemoveConnection();
  const remove = async (connectionId: string) => {
    try {
      await removal.mutateAsync(connectionId);
      toast.success(done);
    } catch (error) {
      toast.error(t("friends.error"), serverMessage(error, failed));
    }
  };
  return { remove, pending: removal.isPending };
}
