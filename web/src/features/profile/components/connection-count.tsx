import { Statistic } from "antd";
import { useConnectionCount } from "@/shared/connections/connections-api.ts";
import { useProfileText } from "../i18n/catalog.ts";

/** The profile's Connections count: the member's accepted connections ("Connection" over a 1). */
export function ConnectionCount({ userId }: { userId: string }) {
  const { t } = useProfileText();
  const { data, isPending, isError } = useConnectionCount(userId);
  const title = data && !isError ? t("stats.connections", { count: data.count }) : t("stats.connectionsUnknown");
  return <Statistic title={title} value={isError ? "—" : (data?.count ?? 0)} loading={isPending} />;
}
