import { Typography } from "antd";

/** /matching: swipe cards and filters (SPEC §2). Only its heading for now. */
export function MatchingPage() {
  return (
    <section>
      <Typography.Title level={2}>Matching</Typography.Title>
    </section>
  );
}
