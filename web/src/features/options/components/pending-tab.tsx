import { Empty } from "antd";

/** A tab whose screen is not built yet (Blocked Users, Account). */
export function PendingTab({ description }: { description: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
