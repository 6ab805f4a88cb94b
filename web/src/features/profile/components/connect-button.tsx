import CheckOutlined from "@ant-design/icons/CheckOutlined";
import ClockCircleOutlined from "@ant-design/icons/ClockCircleOutlined";
import UserAddOutlined from "@ant-design/icons/UserAddOutlined";
import type { UserView } from "@kumite/contracts/identity/views";
import { Button } from "antd";
import { useConnections, useRequestConnection } from "@/shared/connections/connections-api.ts";
import { useConnectionToasts } from "@/shared/connections/use-connection-toasts.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useProfileText } from "../i18n/catalog.ts";
import { connectionStateWith } from "../utils/connection-state.ts";
import { memberName } from "@/shared/format/member-name.ts";

/**
 * Connect on someone else's profile: sends a connection request, with SPEC §8's toasts. Shows
 * "Pending" or "Connected" (disabled) when the connections list says so; when the member asked
 * first, Connect accepts them: a match.
 */
export function ConnectButton({ member }: { member: UserView }) {
  const me = useCurrentUser();
  const { t } = useProfileText();
  const toast = useToast();
  const connectionToasts = useConnectionToasts();
  const connections = useConnections();
  const requestConnection = useRequestConnection();
  const state = connectionStateWith(connections.data ?? [], me.id, member.id);
  const name = memberName(member);

  const connect = async () => {
    try {
      const reply = await requestConnection.mutateAsync({ userId: me.id, connectedUserId: member.id });
      if (reply.matched) toast.success(t("connect.matched"), t("connect.matchedDetail", { name }));
      else connectionToasts.requestSent();
    } catch (error) {
      connectionToasts.failed(error);
    }
  };

  if (state === "connected") {
    return (
      <Button icon={<CheckOutlined aria-hidden />} disabled>
        {t("connect.connected")}
      </Button>
    );
  }
  if (state === "requested") {
    return (
      <Button icon={<ClockCircleOutlined aria-hidden />} disabled>
        {t("connect.pending")}
      </Button>
    );
  }
  return (
    <Button
      type="primary"
      icon={<UserAddOutlined aria-hidden />}
      loading={connections.isPending || requestConnection.isPending}
      onClick={() => void connect()}
    >
      {t("connect.connect")}
    </Button>
  );
}
