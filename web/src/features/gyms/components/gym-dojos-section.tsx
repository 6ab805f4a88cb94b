import TeamOutlined from "@ant-design/icons/TeamOutlined";
import type { GymView } from "@kumite/contracts/gym/views";
import { Button, Flex, Tag, Typography } from "antd";
import { useId } from "react";
import { useDojo } from "@/shared/api/get-dojos.ts";
import { useMyDojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useDojoLink } from "../api/dojo-links.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

/**
 * The dojos that train at a gym (beyond SPEC); the owner of a dojo links theirs here, or takes the
 * link away (the server lets only the owner).
 */
export function GymDojosSection({ gym }: { gym: Pick<GymView, "id" | "dojos"> }) {
  const { t } = useGymsText();
  const toast = useToast();
  const headingId = useId();
  const { me, place } = useMyDojoPlace();
  const { data: myDojo } = useDojo(place.dojoId);
  const link = useDojoLink(gym.id);
  const ownDojo = myDojo && myDojo.ownerId === me ? myDojo : null;
  const linked = ownDojo ? gym.dojos.some((dojo) => dojo.id === ownDojo.id) : false;

  const toggle = () =>
    ownDojo &&
    link.mutate(
      { dojoId: ownDojo.id, linked: !linked },
      {
        onSuccess: () => toast.success(linked ? t("dojos.unlinked") : t("dojos.linked", { name: ownDojo.name })),
        onError: (error) => toast.error(t("dojos.failed"), failureDetail(error, t("openMats.tryAgain"))),
      },
    );

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {t("dojos.title")}
      </Typography.Title>
      <Flex vertical gap="small">
        {gym.dojos.length === 0 ? (
          <Typography.Text type="secondary">{t("dojos.none")}</Typography.Text>
        ) : (
          <Flex wrap gap={4} role="list" aria-labelledby={headingId}>
            {gym.dojos.map((dojo) => (
              <Tag key={dojo.id} role="listitem" icon={<TeamOutlined aria-hidden />}>
                {dojo.name}
              </Tag>
            ))}
          </Flex>
        )}
        {ownDojo && (
          <div>
            <Button loading={link.isPending} onClick={toggle}>
              {linked ? t("dojos.unlink", { name: ownDojo.name }) : t("dojos.link", { name: ownDojo.name })}
            </Button>
          </div>
        )}
      </Flex>
    </section>
  );
}
