import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from "antd";
import { useRef, useState } from "react";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useCandidates } from "../api/get-candidates.ts";
import { useCandidateActions } from "../hooks/use-candidate-actions.ts";
import { useMatchingText } from "../i18n/catalog.ts";
import { useUnseenMatch } from "../hooks/use-unseen-match.ts";
import { DEFAULT_MATCHING_FILTERS, matchingQueryString, type MatchingFilters } from "../utils/matching-filters.ts";
import { MatchDialog } from "./match-dialog.tsx";
import { MatchingFiltersPanel } from "./matching-filters.tsx";
import { NoMatchesFound } from "./no-matches-found.tsx";
import { SwipeDeck } from "./swipe-deck.tsx";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";

/** /matching: swipe cards with filters to find training partners (SPEC §2 Matching). */
export function MatchingPage() {
  const { t } = useMatchingText();
  const { t: tCommon } = useCommonText();
  const me = useCurrentUser();
  const ownWeightKnown = me.weightKg !== null && me.weightKg !== undefined;
  const wide = useMediaQuery("(min-width: 992px)");
  const [filters, setFilters] = useState<MatchingFilters>(DEFAULT_MATCHING_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(wide);
  const [focusRequest, setFocusRequest] = useState(0);
  const page = useRef<HTMLElement>(null);

  const candidates = useCandidates(me.id, matchingQueryString(filters, { ownWeightKnown }));
  const actions = useCandidateActions(me.id);
  // A match made here shows at once; one made while away (they liked back later), on arrival.
  const missed = useUnseenMatch(me.id);
  const match = actions.match ?? missed.match;
  const closeMatch = actions.match ? actions.closeMatch : missed.dismiss;

  const applyFilters = (next: MatchingFilters) => {
    setFilters(next);
    // On a small screen the panel sits above the cards: out of the way once applied.
    if (!wide) setFiltersOpen(false);
  };
  const adjustFilters = () => {
    setFiltersOpen(true);
    setFocusRequest((request) => request + 1);
  };

  return (
    <section
      ref={page}
      aria-labelledby="matching-heading"
      // A card dragged or flying out must not widen the page: clip it, but not focus rings.
      style={{ maxWidth: 1080, margin: "0 auto", overflowX: "clip", overflowClipMargin: 8 }}
    >
      <Flex vertical gap="middle">
        <div>
          <LinkButton to="/" icon={<ArrowLeftOutlined aria-hidden />}>
            {t("page.backToHome")}
          </LinkButton>
        </div>
        <div>
          <Typography.Title id="matching-heading" level={2} style={{ marginBottom: 4 }}>
            {t("page.heading")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("page.hint")}</Typography.Text>
        </div>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={9}>
            <MatchingFiltersPanel
              filters={filters}
              onApply={applyFilters}
              ownWeightKnown={ownWeightKnown}
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              focusRequest={focusRequest}
            />
          </Col>
          <Col xs={24} lg={15}>
            {candidates.isPending ? (
              <Card aria-busy="true" aria-label={t("page.loading")}>
                <Skeleton avatar={{ size: 72 }} active paragraph={{ rows: 6 }} />
              </Card>
            ) : candidates.isError ? (
              <Alert
                type="error"
                showIcon
                title={t("page.fetchFailed")}
                description={serverMessage(candidates.error, tCommon("tryAgainLater"))}
                action={<Button onClick={() => void candidates.refetch()}>{t("page.retry")}</Button>}
              />
            ) : candidates.data.length === 0 ? (
              <NoMatchesFound onAdjustFilters={adjustFilters} />
            ) : (
              <SwipeDeck
                candidates={candidates.data}
                onLike={actions.like}
                onPass={actions.pass}
                paused={match !== null}
                keyScope={page}
                onRefresh={() => void candidates.refetch()}
                refreshing={candidates.isFetching}
              />
            )}
          </Col>
        </Row>
      </Flex>
      <MatchDialog match={match} onClose={closeMatch} />
    </section>
  );
}
