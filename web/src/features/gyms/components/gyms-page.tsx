import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { GYM_RADIUS_KM } from "@kumite/contracts/gym/limits";
import type { OpenMatFilter as Filter } from "@kumite/contracts/gym/commands";
import { gymChatId, type GymView } from "@kumite/contracts/gym/views";
import { Button, Card, Col, Flex, Row, Typography } from "antd";
import { useMemo, useState } from "react";
import { CardGridSkeleton } from "@/shared/components/card-grid-skeleton.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { useDebouncedValue } from "@/shared/hooks/use-debounced-value.ts";
import { useGyms, useLinkedGym } from "../api/get-gyms.ts";
import { useMyGymChats } from "../api/gym-chat.ts";
import { useMemberLocation } from "../hooks/use-member-location.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { searchRadius } from "../utils/search-radius.ts";
import { browserTimeZone } from "../utils/time-zone.ts";
import { GymCard } from "./gym-card.tsx";
import { LazyAddGymDialog } from "./lazy-add-gym-dialog.ts";
import { LazyGymMap } from "./lazy-gym-map.ts";
import { LazyOpenMatsDrawer } from "./lazy-open-mats-drawer.ts";
import { MapBoundary } from "./map-boundary.tsx";
import { OpenMatFilter } from "./open-mat-filter.tsx";
import { SearchRadiusBox } from "./search-radius-box.tsx";

const SKELETON_CARDS = 6;
const GRID = { xs: 24, md: 12 } as const;
const RADIUS_SETTLE_MS = 400;

/**
 * /gyms (SPEC §2): the heading, Add Gym, the search radius when the member's location is known,
 * and the gym cards (nearest first near them, else every gym); beyond SPEC, the open-mat filters
 * and a map beside the list. With `gymId` (/gyms?gymId=, where search sends a gym it found), that
 * gym's panel opens as soon as it is read, wherever it is.
 */
export function GymsPage({ gymId = null }: { gymId?: string | null }) {
  const { t } = useGymsText();
  const { location, locating } = useMemberLocation();
  const [radiusText, setRadiusText] = useState(String(GYM_RADIUS_KM.default));
  const radius = searchRadius(useDebouncedValue(radiusText, RADIUS_SETTLE_MS));
  const [openMat, setOpenMat] = useState<Filter | null>(null);
  const { data: gyms = [], isPending } = useGyms(
    { location, radius, openMat, timeZone: browserTimeZone() },
    // The first answer waits for the browser's position, so it is not all gyms then nearby ones.
    { enabled: !locating },
  );
  const { data: myChats } = useMyGymChats();
  const area = useMemo(() => (location ? { center: location, radiusKm: radius } : null), [location, radius]);
  const [adding, setAdding] = useState(false);
  // The gym last viewed stays mounted once its panel closes, so the panel animates out and gives
  // the focus back to the button that opened it.
  const [viewed, setViewed] = useState<GymView | null>(null);
  const [viewing, setViewing] = useState(false);
  const view = (gym: GymView) => {
    setViewed(gym);
    setViewing(true);
  };
  const { data: linked } = useLinkedGym(gymId, browserTimeZone());
  const [shownLink, setShownLink] = useState<string | null>(null);
  // Opened once per link, while rendering (React's way to follow a prop), so closing it stays closed.
  if (linked && linked.id !== shownLink) {
    setShownLink(linked.id);
    view(linked);
  }

  return (
    <Flex vertical gap="middle" component="section" aria-labelledby="gyms-heading">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title id="gyms-heading" level={2} style={{ marginBottom: 4 }}>
            {t("title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("intro")}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t("add.button")}
        </Button>
      </Flex>
      <Flex wrap gap="large" align="end">
        {location && <SearchRadiusBox value={radiusText} onChange={setRadiusText} />}
        <OpenMatFilter value={openMat} onChange={setOpenMat} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15} xl={16}>
          {isPending ? (
            <CardGridSkeleton label={t("list.loading")} count={SKELETON_CARDS} columns={GRID} />
          ) : gyms.length === 0 ? (
            <EmptyState title={t("list.empty")} description={openMat ? t("list.emptyFiltered") : t("list.emptyHint")} />
          ) : (
            <Row gutter={[16, 16]} role="list" aria-label={t("list.label")}>
              {gyms.map((gym) => (
                <Col key={gym.id} {...GRID} role="listitem">
                  <GymCard
                    gym={gym}
                    onOpenMats={() => view(gym)}
                    chat={myChats ? (myChats.get(gymChatId(gym.id)) ?? null) : undefined}
                  />
                </Col>
              ))}
            </Row>
          )}
        </Col>
        <Col xs={24} lg={9} xl={8}>
          <Card size="small" styles={{ body: { height: 420, padding: 0, overflow: "hidden" } }}>
            <MapBoundary>
              <LazyGymMap
                gyms={gyms}
                area={area}
                onSelect={view}
                fallback={
                  <div aria-busy="true" style={{ height: "100%" }}>
                    <VisuallyHidden>{t("map.loading")}</VisuallyHidden>
                  </div>
                }
              />
            </MapBoundary>
          </Card>
        </Col>
      </Row>
      <LazyAddGymDialog open={adding} onClose={() => setAdding(false)} onViewGym={view} />
      {viewed && <LazyOpenMatsDrawer open={viewing} gym={viewed} onClose={() => setViewing(false)} />}
    </Flex>
  );
}
