import type { UserView } from "@kumite/contracts/identity/views";
import { CARD_MARTIAL_ARTS, SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { memberName } from "@/shared/format/member-name.ts";
import type { Found } from "../api/search-list.ts";
import { RESULT_STOP } from "../hooks/use-result-keys.ts";
import { ResultDetails } from "./result-details.tsx";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** One user found: initials, name, up to 2 martial arts and the location, and badges; opens their profile. */
export function UserResult({ user, onNavigate }: { user: Found<UserView>; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const name = memberName(user);
  return (
    <li>
      <Link to="/profile/$id" params={{ id: user.id }} onClick={onNavigate} style={style} {...RESULT_STOP}>
        <MemberAvatar name={name} />
        <ResultDetails
          name={name}
          details={artsAndLocation(user.martialArts, user.location, SEARCH.inlineMartialArts)}
          matched={user.matched}
        >
          <MartialArtBadges arts={user.martialArts} max={CARD_MARTIAL_ARTS} style={{ marginTop: 4 }} />
        </ResultDetails>
      </Link>
    </li>
  );
}
