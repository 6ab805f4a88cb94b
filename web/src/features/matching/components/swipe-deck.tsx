import CloseOutlined from "@ant-design/icons/CloseOutlined";
import HeartFilled from "@ant-design/icons/HeartFilled";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { Button, Flex, Progress, Typography } from "antd";
import { useEffect, useRef, useState, type RefObject } from "react";
import { announce } from "@/shared/announcer/announcer.ts";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useArrowKeys } from "../hooks/use-arrow-keys.ts";
import { useSwipeDeck, type SwipeDirection } from "../hooks/use-swipe-deck.ts";
import { useMatchingText } from "../i18n/catalog.ts";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { canAnimate, LeavingCard } from "./leaving-card.tsx";
import { NoMoreMatches } from "./no-more-matches.tsx";
import { SwipeCard } from "./swipe-card.tsx";
import { memberName } from "@/shared/format/member-name.ts";

export interface SwipeDeckProps {
  candidates: readonly MatchCandidate[];
  /** Resolves true when the deck should move on. */
  onLike: (candidate: MatchCandidate) => Promise<boolean>;
  onPass: (candidate: MatchCandidate) => boolean;
  /** A dialog is over the page: the arrow keys do nothing. */
  paused: boolean;
  /** Where the arrow keys count: the page. */
  keyScope: RefObject<HTMLElement | null>;
  onRefresh: () => void;
  refreshing: boolean;
}

interface Leaving {
  candidate: MatchCandidate;
  direction: SwipeDirection;
  fromX: number;
}

const HINT_ID = "swipe-card-hint";

/**
 * The swipe cards (SPEC §2 Matching): progress, the current card (a focusable region named after
 * the candidate and their place in the deck), Pass and Like, the arrow keys, and a polite live
 * region saying what happened. When the deck runs out: "No more matches" with Refresh.
 */
export function SwipeDeck({ candidates, onLike, onPass, paused, keyScope, onRefresh, refreshing }: SwipeDeckProps) {
  const { t } = useMatchingText();
  // No fly-out and no glide back for members who ask for less motion: the next card just appears.
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [lastAction, setLastAction] = useState<{ name: string; direction: SwipeDirection } | null>(null);
  const releasedAt = useRef(0);

  const deck = useSwipeDeck(candidates, {
    onLike,
    onPass,
    onAdvance: (candidate, direction) => {
      const fromX = releasedAt.current;
      releasedAt.current = 0;
      setLastAction({ name: memberName(candidate), direction });
      setLeaving(reducedMotion || !canAnimate() ? null : { candidate, direction, fromX });
    },
  });
  useArrowKeys({ onLeft: () => void deck.pass(), onRight: () => void deck.like(), enabled: !paused, scope: keyScope });

  const swipe = (direction: SwipeDirection, fromX: number) => {
    releasedAt.current = fromX;
    return direction === "like" ? deck.like() : deck.pass();
  };

  const position = Math.min(deck.index + 1, deck.total);
  const label = deck.current
    ? t("deck.cardLabel", { name: memberName(deck.current), position, total: deck.total })
    : "";
  // Said through the app's live region, so it joins a toast said at the same moment.
  const nextCard = deck.current ? label : null;
  useEffect(() => {
    if (!lastAction) return;
    const moved = t(lastAction.direction === "like" ? "deck.liked" : "deck.passed", { name: lastAction.name });
    announce(`${moved} ${nextCard ? t("deck.nowShowing", { card: nextCard }) : t("deck.finished")}`);
    // Once per action: the card shown after it is read with it, not on later renders.
  }, [lastAction]);

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Text id="swipe-progress-label">
          {t("deck.progress", { position, total: deck.total })}
        </Typography.Text>
        <Progress
          percent={deck.total === 0 ? 0 : (position / deck.total) * 100}
          showInfo={false}
          aria-labelledby="swipe-progress-label"
          strokeColor="#e84749"
        />
      </div>
      {deck.current ? (
        <>
          <div style={{ position: "relative" }}>
            <section aria-label={label} aria-describedby={HINT_ID} tabIndex={0} style={{ borderRadius: 8 }}>
              <SwipeCard key={deck.current.id} candidate={deck.current} onSwipe={swipe} reducedMotion={reducedMotion} />
            </section>
            {leaving && (
              <LeavingCard
                key={leaving.candidate.id}
                candidate={leaving.candidate}
                direction={leaving.direction}
                fromX={leaving.fromX}
                onDone={() => setLeaving(null)}
              />
            )}
          </div>
          <span id={HINT_ID} style={VISUALLY_HIDDEN}>
            {t("deck.keyHint")}
          </span>
          <Flex gap="middle" justify="center">
            <Button
              size="large"
              icon={<CloseOutlined aria-hidden />}
              onClick={() => void deck.pass()}
              style={{ minWidth: 120 }}
            >
              {t("deck.pass")}
            </Button>
            <Button
              size="large"
              type="primary"
              icon={<HeartFilled aria-hidden />}
              loading={deck.busy}
              onClick={() => void deck.like()}
              style={{ minWidth: 120 }}
            >
              {t("deck.like")}
            </Button>
          </Flex>
        </>
      ) : (
        <NoMoreMatches onRefresh={onRefresh} refreshing={refreshing} />
      )}
    </Flex>
  );
}
