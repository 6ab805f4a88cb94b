import { SWIPE } from "@kumite/contracts/limits";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { Card } from "antd";
import { useEffect, useRef } from "react";
import type { SwipeDirection } from "../hooks/use-swipe-deck.ts";
import { CandidateDetails } from "./candidate-details.tsx";

export interface LeavingCardProps {
  candidate: MatchCandidate;
  direction: SwipeDirection;
  /** Where the drag let go of it, in px (0 for a button or a key). */
  fromX: number;
  onDone: () => void;
}

/** Whether this browser can play the fly-out (jsdom cannot). */
export const canAnimate = () => typeof Element !== "undefined" && typeof Element.prototype.animate === "function";

/**
 * The card just acted on, flying out to its side over the next one: decoration only, hidden from
 * assistive technology. Not shown at all when the member prefers reduced motion.
 */
export function LeavingCard({ candidate, direction, fromX, onDone }: LeavingCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate()) {
      onDone();
      return;
    }
    const side = direction === "like" ? 1 : -1;
    const animation = element.animate(
      [
        { transform: `translateX(${fromX}px) rotate(${fromX / 20}deg)`, opacity: 1 },
        { transform: `translateX(${side * 150}%) rotate(${side * 25}deg)`, opacity: 0 },
      ],
      { duration: SWIPE.inputLockMs, easing: "ease-in", fill: "forwards" },
    );
    animation.onfinish = onDone;
    return () => animation.cancel();
    // One flight per card: the parent mounts a new one (a new key) for the next.
  }, []);

  return (
    <div
      ref={ref}
      aria-hidden
      inert
      style={{ position: "absolute", inset: "0 0 auto 0", zIndex: 2, pointerEvents: "none" }}
    >
      <Card>
        <CandidateDetails candidate={candidate} />
      </Card>
    </div>
  );
}
