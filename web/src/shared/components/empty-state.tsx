import { Card, Empty, Typography } from "antd";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  /** Read as a heading, so a screen reader's heading list finds the card. */
  title: string;
  description: string;
  /** The way on, usually a primary Button. */
  action?: ReactNode;
  /** antd's small picture unless the caller passes another (`Empty.PRESENTED_IMAGE_DEFAULT`). */
  image?: ReactNode;
}

/** A card that says there is nothing here yet, and why, with the way on: one shape for every empty screen. */
export function EmptyState({ title, description, action, image = Empty.PRESENTED_IMAGE_SIMPLE }: EmptyStateProps) {
  return (
    <Card>
      <Empty
        image={image}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{description}</Typography.Text>
          </>
        }
      >
        {action}
      </Empty>
    </Card>
  );
}
