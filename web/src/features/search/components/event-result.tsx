import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { Link } from "@tanstack/react-router";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import type { Found } from "../api/search-list.ts";
import { RESULT_STOP } from "../hooks/use-result-keys.ts";
import { eventWhen } from "../utils/event-when.ts";
import { ResultDetails } from "./result-details.tsx";
import { ResultIcon } from "./result-icon.tsx";
import { useResultRowStyle } from "./result-row-style.ts";

/**
 * One training event found (never a cancelled one: search leaves them out): its title, when, and its
 * dojo; opens the events screen on its dojo's events.
 */
export function EventResult({ event, onNavigate }: { event: Found<TrainingEventView>; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const { locale } = useLocale();
  const details = [eventWhen(event.eventDate, locale), event.dojo?.name].filter(Boolean).join(" • ");
  return (
    <li>
      <Link to="/events" search={{ dojoId: event.dojoId }} onClick={onNavigate} style={style} {...RESULT_STOP}>
        <ResultIcon>
          <CalendarOutlined />
        </ResultIcon>
        <ResultDetails name={event.title} details={details} matched={event.matched} />
      </Link>
    </li>
  );
}
