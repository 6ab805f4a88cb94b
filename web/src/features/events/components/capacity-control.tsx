import { EVENT_CAPACITY } from "@kumite/contracts/dojo/training-events";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { Button, Flex, InputNumber } from "antd";
import { useId, useState } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useChangeCapacity } from "../api/event-moves.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

/** The organiser's control of an event's maximum: raising it lets the waitlist in at once. */
export function CapacityControl({ event, describedBy }: { event: TrainingEventView; describedBy: string }) {
  const { t } = useEventsText();
  const toast = useToast();
  const change = useChangeCapacity();
  const labelId = useId();
  const [maximum, setMaximum] = useState<number | null>(event.maxParticipants);
  const unchanged = maximum === null || maximum === event.maxParticipants;

  const save = () => {
    if (maximum === null) return;
    change.mutate(
      { eventId: event.id, maxParticipants: maximum },
      {
        onSuccess: () => toast.success(t("card.maximumSaved")),
        onError: (error) => toast.error(t("card.maximumFailed"), failureDetail(error, t("card.tryAgain"))),
      },
    );
  };

  return (
    <Flex wrap gap="small" align="center">
      <label id={labelId}>{t("card.maximum")}</label>
      <InputNumber
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        min={EVENT_CAPACITY.min}
        max={EVENT_CAPACITY.max}
        precision={0}
        value={maximum}
        onChange={setMaximum}
        onPressEnter={save}
        style={{ width: 90 }}
      />
      <Button onClick={save} disabled={unchanged} loading={change.isPending} aria-describedby={describedBy}>
        {t("card.saveMaximum")}
      </Button>
    </Flex>
  );
}
