import { Button } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useAcceptConnection } from "@/shared/connections/connections-api.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useConnectionRemoval } from "../hooks/use-connection-removal.ts";
import { useOptionsText } from "../i18n/catalog.ts";

/** Accept or Decline a request another member sent me. */
export function RequestActions({ connectionId, name }: { connectionId: string; name: string }) {
  const { t } = useOptionsText();
  const toast = useToast();
  const acceptConnection = useAcceptConnection();
  const declining = useConnectionRemoval(t("friends.declined"), t("friends.declineFailed"));
  const busy = acceptConnection.isPending || declining.pending;

  const accept = async () => {
    try {
      await acceptConnection.mutateAsync(connectionId);
      toast.success(t("friends.accepted"), t("friends.acceptedDetail", { name }));
    } catch (error) {
      toast.error(t("friends.error"), serverMessage(error, t("friends.acceptFailed")));
    }
  };

  return (
    <>
      <Button
        type="primary"
        loading={acceptConnection.isPending}
        disabled={busy}
        onClick={() => void accept()}
        aria-label={t("friends.acceptNamed", { name })}
      >
        {t("friends.accept")}
      </Button>
      <Button
        loading={declining.pending}
        disabled={busy}
        onClick={() => void declining.remove(connectionId)}
        aria-label={t("friends.declineNamed", { name })}
      >
        {t("friends.decline")}
      </Button>
    </>
  );
}
