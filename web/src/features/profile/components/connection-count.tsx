import { Statistic } from "antd";
import { useConnectionCount } from "@/shared/connections/connections-api.ts";

/** The profile's Connections count: the member's accepted connections. */
export function ConnectionCount({ userId }: { userId: string }) {
  const { data, isPending, isError } = useConnectionCount(userId);
  return <Statistic title="Connections" value={isError ? "—" : (data?.count ?? 0)} loading={isPending} />;
}
