import { Typography } from "antd";

/** Home (/): the community feed of SPEC §2. Only its heading for now; the feed arrives with the posts issue. */
export function HomePage() {
  return (
    <section>
      <Typography.Title level={2}>Community feed</Typography.Title>
    </section>
  );
}
