import { Typography } from "antd";

/** /group-chat: linked from messages; SPEC does not show its content, so a heading is all it has. */
export function GroupChatPage() {
  return (
    <section>
      <Typography.Title level={2}>Group Chat</Typography.Title>
    </section>
  );
}
