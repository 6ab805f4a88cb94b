import { Typography } from "antd";
import type { ReactNode } from "react";
import { PlainList } from "@/shared/components/plain-list.tsx";

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
      <PlainList gap={4}>{children}</PlainList>
    </section>
  );
}
