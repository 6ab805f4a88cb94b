import { createLazyRoute } from "@tanstack/react-router";
import { MatchingPage } from "@/features/matching/components/matching-page.tsx";

/** The /matching screen, loaded with its route. */
export const matchingLazyRoute = createLazyRoute("/matching")({ component: MatchingPage });
