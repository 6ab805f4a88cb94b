import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import type { GymView } from "@kumite/contracts/gym/views";
import { SEARCH } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import type { Found } from "../api/search-list.ts";
import { RESULT_STOP } from "../hooks/use-result-keys.ts";
import { ResultDetails } from "./result-details.tsx";
import { ResultIcon } from "./result-icon.tsx";
import { artsAndLocation, useResultRowStyle } from "./result-row-style.ts";

/** One gym found: its name, up to 2 martial arts and the address; opens the gyms screen on that gym. */
export function GymResult({ gym, onNavigate }: { gym: Found<GymView>; onNavigate: () => void }) {
  const style = useResultRowStyle();
  return (
    <li>
      <Link to="/gyms" search={{ gymId: gym.id }} onClick={onNavigate} style={style} {...RESULT_STOP}>
        <ResultIcon>
          <EnvironmentOutlined />
        </ResultIcon>
        <ResultDetails
          name={gym.name}
          details={artsAndLocation(gym.martialArts, gym.address, SEARCH.inlineMartialArts)}
          matched={gym.matched}
        />
      </Link>
    </li>
  );
}
