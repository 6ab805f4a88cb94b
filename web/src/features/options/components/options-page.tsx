import { Typography } from "antd";

/** /options: friends, blocked users and account (SPEC §2). Only its heading for now. */
export function OptionsPage() {
  return (
    <section>
      <Typography.Title level={2}>Account Options</Typography.Title>
    </section>
  );
}
