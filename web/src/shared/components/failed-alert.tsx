import { Alert } from "antd";

/** A load that failed: antd's error Alert with its icon. */
export function FailedAlert({ title, description }: { title: string; description: string }) {
  return <Alert type="error" showIcon title={title} description={description} />;
}
