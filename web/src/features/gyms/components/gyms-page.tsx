import { Typography } from "antd";

/** /gyms: gym discovery (SPEC §2). Only its heading for now. */
export function GymsPage() {
  return (
    <section>
      <Typography.Title level={2}>Discover Gyms</Typography.Title>
    </section>
  );
}
