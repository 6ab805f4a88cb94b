import type { DojoView } from "@kumite/contracts/dojo/views";
import { SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import type { Found } from "../api/search-list.ts";
import { RESULT_STOP } from "../hooks/use-result-keys.ts";
import { ResultDetails } from "./result-details.tsx";
import { ResultIcon } from "./result-icon.tsx";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** The first character of a name, whole even outside the Basic Multilingual Plane, uppercase. */
const firstLetter = (name: string) => (Array.from(name.trim())[0] ?? "").toUpperCase();

/** One dojo found: its first letter, name, up to 2 martial arts and the location; opens /dojos (SPEC §2). */
export function DojoResult({ dojo, onNavigate }: { dojo: Found<DojoView>; onNavigate: () => void }) {
  const style = useResultRowStyle();
  return (
    <li>
      <Link to="/dojos" onClick={onNavigate} style={style} {...RESULT_STOP}>
        <ResultIcon>{firstLetter(dojo.name)}</ResultIcon>
        <ResultDetails
          name={dojo.name}
          details={artsAndLocation(dojo.martialArts, dojo.location, SEARCH.inlineMartialArts)}
          matched={dojo.matched}
        />
      </Link>
    </li>
  );
}
