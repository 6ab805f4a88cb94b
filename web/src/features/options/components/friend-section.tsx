import { Typography } from "antd";
import type { ReactNode } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";

export interface FriendSectionProps {
  title: string;
  count: number;
  /** Said instead of the list when it is empty; without it an empty section is not shown. */
  emptyText?: string;
  children: ReactNode;
}

/** A titled list of connections ("Friends (3)"). */
export function FriendSection({ title, count, emptyText, children }: FriendSectionProps) {
  if (count === 0 && !emptyText) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {`${title} (${count})`}
      </Typography.Title>
      {count === 0 && emptyText ? <EmptyState place="section" title={emptyText} /> : <PlainList>{children}</PlainList>}
    </section>
  );
}
