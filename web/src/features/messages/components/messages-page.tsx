import { Typography } from "antd";

/** /messages: conversations and chat (SPEC §2). Only its heading for now. */
export function MessagesPage() {
  return (
    <section>
      <Typography.Title level={2}>Messages</Typography.Title>
    </section>
  );
}
