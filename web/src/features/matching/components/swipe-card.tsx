import { SWIPE } from "@kumite/contracts/limits";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { useDrag } from "@use-gesture/react";
import { Card, theme } from "antd";
import { useState } from "react";
import type { SwipeDirection } from "../hooks/use-swipe-deck.ts";
import { useMatchingText } from "../i18n/catalog.ts";
import { CandidateDetails } from "./candidate-details.tsx";

export interface SwipeCardProps {
  candidate: MatchCandidate;
  /** A drag past the threshold; resolves true when the deck moved on. `fromX` is where it was let go. */
  onSwipe: (direction: SwipeDirection, fromX: number) => Promise<boolean>;
  /** The member prefers reduced motion: the card follows the finger but never tilts or glides. */
  reducedMotion: boolean;
}

/**
 * The candidate on top of the deck, dragged sideways with a pointer (SPEC §2 Matching): let go
 * more than 100 px right it likes, left it passes, anything less springs back. While the action
 * runs the card stays where it was let go.
 */
export function SwipeCard({ candidate, onSwipe, reducedMotion }: SwipeCardProps) {
  const { token } = theme.useToken();
  const { t } = useMatchingText();
  const [drag, setDrag] = useState({ x: 0, active: false });

  const bind = useDrag(
    ({ active, last, movement: [x] }) => {
      if (!last) {
        setDrag({ x, active });
        return;
      }
      if (Math.abs(x) <= SWIPE.thresholdPx) {
        setDrag({ x: 0, active: false });
        return;
      }
      setDrag({ x, active: false });
      void onSwipe(x > 0 ? "like" : "pass", x).then((moved) => {
        if (!moved) setDrag({ x: 0, active: false });
      });
    },
    // The arrow keys belong to the deck (pass and like), not to moving the card.
    { axis: "x", filterTaps: true, keys: false },
  );

  const direction = drag.x > 0 ? "like" : "pass";
  const strength = Math.min(1, Math.abs(drag.x) / SWIPE.thresholdPx);
  return (
    <div
      {...bind()}
      style={{
        touchAction: "pan-y",
        userSelect: "none",
        cursor: drag.active ? "grabbing" : "grab",
        transform: reducedMotion ? `translateX(${drag.x}px)` : `translateX(${drag.x}px) rotate(${drag.x / 20}deg)`,
        transition: drag.active || reducedMotion ? "none" : "transform 200ms ease-out",
        position: "relative",
      }}
    >
      <Card>
        <CandidateDetails candidate={candidate} />
      </Card>
      {drag.x !== 0 && (
        <span
          aria-hidden
          style={{
            position: "absolute",
            top: 16,
            [direction === "like" ? "left" : "right"]: 16,
            padding: "4px 12px",
            border: `2px solid ${direction === "like" ? token.green7 : token.red7}`,
            borderRadius: 8,
            color: direction === "like" ? token.green7 : token.red7,
            background: token.colorBgContainer,
            fontWeight: 700,
            opacity: strength,
          }}
        >
          {direction === "like" ? t("deck.likeStamp") : t("deck.passStamp")}
        </span>
      )}
    </div>
  );
}
