import { Col, Flex, Row, theme, Typography } from "antd";
import type { ReactNode } from "react";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useFeedText } from "../i18n/catalog.ts";
import { FindPartnersCard } from "./find-partners-card.tsx";

export interface HomePageProps {
  /** The category filter for large screens (left column). */
  categorySidebar: ReactNode;
  /** The category filter for small screens (above the feed). */
  categorySelect: ReactNode;
  composer: ReactNode;
  feed: ReactNode;
  /** Trending, events and dojos panels: a right column on large screens, after the feed below. */
  panels: ReactNode;
}

/**
 * Home (/): the community feed of SPEC §2. Other features fill the slots (app/routes/home-route);
 * this lays them out: three columns from the lg breakpoint, one column below it.
 */
export function HomePage({ categorySidebar, categorySelect, composer, feed, panels }: HomePageProps) {
  const { token } = theme.useToken();
  const { t } = useFeedText();
  // antd's lg breakpoint, known from the first render.
  const lg = useMediaQuery(`(min-width: ${token.screenLG}px)`);
  const heading = (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {t("heading")}
    </Typography.Title>
  );

  if (!lg) {
    return (
      <Flex vertical gap="middle" component="section">
        {heading}
        {categorySelect}
        <FindPartnersCard />
        {composer}
        {feed}
        {panels}
      </Flex>
    );
  }
  return (
    <section>
      {heading}
      <Row gutter={24} wrap={false}>
        <Col flex="260px">
          <Flex vertical gap="middle">
            {categorySidebar}
            <FindPartnersCard />
          </Flex>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Flex vertical gap="middle">
            {composer}
            {feed}
          </Flex>
        </Col>
        <Col flex="300px">
          <Flex vertical gap="middle">
            {panels}
          </Flex>
        </Col>
      </Row>
    </section>
  );
}
