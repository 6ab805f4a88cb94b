import { Typography } from "antd";
import type { ReactNode } from "react";
import { PlainList } from "@/shared/components/plain-list.tsx";

export interface ResultSectionProps {
  /** "Users (3)". */
  title: string;
  /** Said under the title when this kind found nothing ("No gyms found"). */
  empty: string;
  /** The `li` results, best first; none when nothing was found. */
  children: ReactNode[];
}

/** A titled group of search results, or the words saying this kind found nothing. */
export function ResultSection({ title, empty, children }: ResultSectionProps) {
  return (
    <section aria-label={title}>
      <Typography.Title
        level={5}
        type="secondary"
        style={{ fontSize: 12, textTransform: "uppercase", margin: "0 0 8px" }}
      >
        {title}
      </Typography.Title>
      {children.length > 0 ? (
        <PlainList gap={4}>{children}</PlainList>
      ) : (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      )}
    </section>
  );
}
