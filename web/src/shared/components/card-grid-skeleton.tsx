import { Card, Col, Row, Skeleton, type ColProps } from "antd";
import { VisuallyHidden } from "./visually-hidden.tsx";

/**
 * A grid of `count` placeholder cards (SPEC §9: 3 or 6) while a list of cards loads; `label` says
 * so to screen readers.
 */
export function CardGridSkeleton({ label, count, columns }: { label: string; count: 3 | 6; columns: ColProps }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...columns}>
          <Card aria-hidden>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
