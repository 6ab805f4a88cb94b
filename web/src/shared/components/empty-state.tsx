import { Card, Empty, Typography } from "antd";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: string;
  /** Why there is nothing here, or where it will come from. */
  description?: string;
  /** The way on, usually a primary Button. */
  action?: ReactNode;
  /**
   * "screen": the whole of a screen's list, in a card, its title a heading so that a screen
   * reader's heading list finds it. "section": inside a panel, tab, dialog or list that has its own
   * heading, so it stands bare and its title is plain words.
   */
  place?: "screen" | "section";
  /** antd's small picture unless the caller passes another; `false` where a narrow list has no room for one. */
  image?: ReactNode;
}

const NO_PICTURE = { root: { paddingBlock: 24 }, image: { display: "none" } };

/** That there is nothing here yet, and why, with the way on: one shape for every empty list. */
export function EmptyState({
  title,
  description,
  action,
  place = "screen",
  image = Empty.PRESENTED_IMAGE_SIMPLE,
}: EmptyStateProps) {
  const words =
    place === "screen" ? (
      <>
        <Typography.Title level={3} style={{ fontSize: 18 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </>
    ) : (
      <>
        <Typography.Text strong>{title}</Typography.Text>
        {description && (
          <>
            <br />
            <Typography.Text type="secondary">{description}</Typography.Text>
          </>
        )}
      </>
    );
  const empty = (
    <Empty image={image} description={words} styles={image === false ? NO_PICTURE : undefined}>
      {action}
    </Empty>
  );
  return place === "screen" ? <Card>{empty}</Card> : empty;
}
