import { Flex, Typography } from "antd";
import type { ReactNode } from "react";

/** A titled group of search results ("Users (3)"). */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title
        level={5}
        type="secondary"
        style={{ fontSize: 12, textTransform: "uppercase", margin: "0 0 8px" }}
      >
        {title}
      </Typography.Title>
      <Flex vertical gap={4} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {children}
      </Flex>
    </section>
  );
}
