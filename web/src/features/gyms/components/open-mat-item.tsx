import CheckOutlined from "@ant-design/icons/CheckOutlined";
import FlagOutlined from "@ant-design/icons/FlagOutlined";
import type { OpenMatView } from "@kumite/contracts/gym/views";
import { Button, Flex, Tag, Typography } from "antd";
import { useId } from "react";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useOpenMatStance, type OpenMatStance } from "../api/open-mats.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { confirmedAgo } from "../utils/confirmed-ago.ts";
import { weekdayName } from "../utils/weekday-name.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

/**
 * One weekly open mat: when, gi or no-gi, the fee or Free, the note, how many members confirmed it
 * and when last; Confirm and "Flag as gone" (each once per member; the server keeps the count).
 */
export function OpenMatItem({ gymId, openMat }: { gymId: string; openMat: OpenMatView }) {
  const { t } = useGymsText();
  const { locale } = useLocale();
  const toast = useToast();
  const stance = useOpenMatStance(gymId);
  const whenId = useId();
  const when = t("openMats.when", {
    day: weekdayName(openMat.weekday, locale),
    start: openMat.start,
    end: openMat.end,
  });

  const take = (chosen: OpenMatStance) =>
    stance.mutate(
      { openMatId: openMat.id, stance: chosen },
      {
        onSuccess: () => toast.success(chosen === "confirm" ? t("openMats.confirmDone") : t("openMats.flagDone")),
        onError: (error) => toast.error(t("openMats.failed"), failureDetail(error, t("openMats.tryAgain"))),
      },
    );
  const pending = (chosen: OpenMatStance) => stance.isPending && stance.variables?.stance === chosen;

  return (
    <Flex vertical gap={4} style={{ width: "100%" }}>
      <Flex wrap gap="small" align="center">
        <Typography.Text strong id={whenId}>
          {when}
        </Typography.Text>
        <Tag>{t(`kinds.${openMat.kind}`)}</Tag>
        <Tag color={openMat.fee ? "default" : "green"}>
          {openMat.fee ? t("openMats.fee", { fee: openMat.fee }) : t("openMats.free")}
        </Tag>
      </Flex>
      {openMat.note && <Typography.Text>{openMat.note}</Typography.Text>}
      <Typography.Text type="secondary">
        {t("openMats.confirmedBy", {
          count: openMat.confirmations,
          ago: confirmedAgo(openMat.lastConfirmedAt, locale, t("openMats.justNow")),
        })}
      </Typography.Text>
      {openMat.flags > 0 && (
        <Typography.Text type="warning">{t("openMats.flags", { count: openMat.flags })}</Typography.Text>
      )}
      <Flex wrap gap="small">
        <Button
          size="small"
          icon={<CheckOutlined aria-hidden />}
          aria-pressed={openMat.viewer.confirmed}
          aria-describedby={whenId}
          disabled={openMat.viewer.confirmed}
          loading={pending("confirm")}
          onClick={() => take("confirm")}
        >
          {openMat.viewer.confirmed ? t("openMats.confirmed") : t("openMats.confirm")}
        </Button>
        <Button
          size="small"
          icon={<FlagOutlined aria-hidden />}
          aria-pressed={openMat.viewer.flagged}
          aria-describedby={whenId}
          disabled={openMat.viewer.flagged}
          loading={pending("flag")}
          onClick={() => take("flag")}
        >
          {openMat.viewer.flagged ? t("openMats.flagged") : t("openMats.flag")}
        </Button>
      </Flex>
    </Flex>
  );
}
