import { SEARCH } from "@kumite/contracts/limits";
import { Flex, Skeleton } from "antd";
import { useDojos } from "@/shared/api/get-dojos.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useUserSearch } from "@/shared/api/search-users.ts";
import { useSearchText } from "../i18n/catalog.ts";
import { DojoResult } from "./dojo-result.tsx";
import { ResultSection } from "./result-section.tsx";
import { UserResult } from "./user-result.tsx";

export interface SearchResultsProps {
  /** Trimmed and non-empty. */
  query: string;
  onNavigate: () => void;
}

/**
 * Users and dojos matching the query, at most 5 of each (SPEC §9). A section's count is how many
 * were found, which may be more than the 5 shown.
 */
export function SearchResults({ query, onNavigate }: SearchResultsProps) {
  const { t } = useSearchText();
  const users = useUserSearch(query);
  const dojos = useDojos(query);

  if (users.isPending || dojos.isPending) {
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
  const foundUsers = users.data ?? [];
  const foundDojos = dojos.data ?? [];

  if (foundUsers.length === 0 && foundDojos.length === 0) {
    return (
      <EmptyState place="section" image={false} title={t("noResults", { query })} description={t("tryDifferent")} />
    );
  }
  return (
    <Flex vertical gap="large" style={{ marginTop: 24 }}>
      {foundUsers.length > 0 && (
        <ResultSection title={t("users", { found: foundUsers.length })}>
          {foundUsers.slice(0, SEARCH.maxUsers).map((user) => (
            <UserResult key={user.id} user={user} onNavigate={onNavigate} />
          ))}
        </ResultSection>
      )}
      {foundDojos.length > 0 && (
        <ResultSection title={t("dojos", { found: foundDojos.length })}>
          {foundDojos.slice(0, SEARCH.maxDojos).map((dojo) => (
            <DojoResult key={dojo.id} dojo={dojo} onNavigate={onNavigate} />
          ))}
        </ResultSection>
      )}
    </Flex>
  );
}
