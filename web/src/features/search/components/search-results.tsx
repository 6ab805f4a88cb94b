import { SEARCH } from "@kumite/contracts/limits";
import { Flex, Skeleton } from "antd";
import { useEffect } from "react";
import { announce } from "@/shared/announcer/announcer.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useSearchResults } from "../hooks/use-search-results.ts";
import { useSearchText } from "../i18n/catalog.ts";
import { DojoResult } from "./dojo-result.tsx";
import { EventResult } from "./event-result.tsx";
import { GymResult } from "./gym-result.tsx";
import { ResultSection } from "./result-section.tsx";
import { UserResult } from "./user-result.tsx";

/** At most 5 of each kind: SPEC §9 for users and dojos, and as many for gyms and events. */
const SHOWN = { users: SEARCH.maxUsers, dojos: SEARCH.maxDojos, gyms: 5, events: 5 } as const;

export interface SearchResultsProps {
  /** Trimmed, 2 characters or more. */
  query: string;
  onNavigate: () => void;
}

/**
 * Users, dojos, gyms and events matching the query, in that order, each ranked as the server
 * answered. A section's count is how many were found, which may be more than the 5 shown; a kind
 * that found nothing says so under its heading, and when none found anything SPEC's words say it once.
 */
export function SearchResults({ query, onNavigate }: SearchResultsProps) {
  const { t } = useSearchText();
  const found = useSearchResults(query);
  const users = found.users.slice(0, SHOWN.users);
  const dojos = found.dojos.slice(0, SHOWN.dojos);
  const gyms = found.gyms.slice(0, SHOWN.gyms);
  const events = found.events.slice(0, SHOWN.events);
  const shown = users.length + dojos.length + gyms.length + events.length;
  const answered = !found.pending && !found.previous;

  // Typing hides the results from a screen reader's view: say how many came back.
  useEffect(() => {
    if (answered) announce(t("announce", { count: shown }));
  }, [answered, query, shown, t]);

  if (found.pending) {
    return (
      <Skeleton
        active
        avatar
        title={false}
        paragraph={{ rows: 2 }}
        style={{ marginTop: 24 }}
        aria-label={t("searching")}
      />
    );
  }
  if (shown === 0) {
    return (
      <EmptyState place="section" image={false} title={t("noResults", { query })} description={t("tryDifferent")} />
    );
  }
  return (
    <Flex vertical gap="large" style={{ marginTop: 24 }}>
      <ResultSection title={t("users", { found: found.users.length })} empty={t("empty.users")}>
        {users.map((user) => (
          <UserResult key={user.id} user={user} onNavigate={onNavigate} />
        ))}
      </ResultSection>
      <ResultSection title={t("dojos", { found: found.dojos.length })} empty={t("empty.dojos")}>
        {dojos.map((dojo) => (
          <DojoResult key={dojo.id} dojo={dojo} onNavigate={onNavigate} />
        ))}
      </ResultSection>
      <ResultSection title={t("gyms", { found: found.gyms.length })} empty={t("empty.gyms")}>
        {gyms.map((gym) => (
          <GymResult key={gym.id} gym={gym} onNavigate={onNavigate} />
        ))}
      </ResultSection>
      <ResultSection title={t("events", { found: found.events.length })} empty={t("empty.events")}>
        {events.map((event) => (
          <EventResult key={event.id} event={event} onNavigate={onNavigate} />
        ))}
      </ResultSection>
    </Flex>
  );
}
