import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import type { GymView } from "@kumite/contracts/gym/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Alert, Button, Flex, Typography } from "antd";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { useGymsText } from "../i18n/catalog.ts";

/** A 409 `gym.duplicate` in the Add Gym dialog: the gym already listed, offered instead of a second copy. */
export function DuplicateGymNotice({ gym, onView }: { gym: GymView; onView: () => void }) {
  const { t } = useGymsText();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t("add.duplicateTitle")}
      description={
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t("add.duplicateHint")}</Typography.Text>
          <Typography.Text strong>{gym.name}</Typography.Text>
          <Typography.Text>
            <EnvironmentOutlined aria-hidden /> {gym.address}
          </Typography.Text>
          <MartialArtBadges arts={gym.martialArts} max={CARD_MARTIAL_ARTS} />
          <div>
            <Button type="primary" onClick={onView}>
              {t("add.viewExisting")}
            </Button>
          </div>
        </Flex>
      }
    />
  );
}
