import { Typography } from "antd";

/** /events: dojo training events (SPEC §2). Only its heading for now. */
export function EventsPage() {
  return (
    <section>
      <Typography.Title level={2}>Training Events</Typography.Title>
    </section>
  );
}
