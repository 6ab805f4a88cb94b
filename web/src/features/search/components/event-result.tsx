import CalendarOutlined from "@ant-design/icons/CalendarOutlined";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { Link } from "@tanstack/react-router";
import { Tag } from "antd";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import type { Found } from "../api/search-list.ts";
import { RESULT_STOP } from "../hooks/use-result-keys.ts";
import { useSearchText } from "../i18n/catalog.ts";
import { eventWhen } from "../utils/event-when.ts";
import { ResultDetails } from "./result-details.tsx";
import { ResultIcon } from "./result-icon.tsx";
import { useResultRowStyle } from "./result-row-style.ts";

/** One training event found: its title, when, and its dojo; opens the events screen on its dojo's events. */
export function EventResult({ event, onNavigate }: { event: Found<TrainingEventView>; onNavigate: () => void }) {
  const style = useResultRowStyle();
  const { t } = useSearchText();
  const { locale } = useLocale();
  const details = [eventWhen(event.eventDate, locale), event.dojo?.name].filter(Boolean).join(" • ");
  return (
    <li>
      <Link to="/events" search={{ dojoId: event.dojoId }} onClick={onNavigate} style={style} {...RESULT_STOP}>
        <ResultIcon>
          <CalendarOutlined />
        </ResultIcon>
        <ResultDetails
          name={event.title}
          details={details}
          matched={event.matched}
          aside={event.cancelled && <Tag style={{ marginInlineStart: 8 }}>{t("cancelled")}</Tag>}
        />
      </Link>
    </li>
  );
}
