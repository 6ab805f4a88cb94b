import GlobalOutlined from "@ant-design/icons/GlobalOutlined";
import PhoneOutlined from "@ant-design/icons/PhoneOutlined";
import type { GymView } from "@kumite/contracts/gym/views";
import { Flex, Typography } from "antd";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { useGymsText } from "../i18n/catalog.ts";
import { phoneHref, safeWebsite, websiteLabel } from "../utils/gym-links.ts";

/** SPEC §2: the gym's phone and website as links to tap; the website opens in a new tab without an opener. */
export function GymContact({ gym }: { gym: Pick<GymView, "phone" | "website"> }) {
  const { t } = useGymsText();
  const website = safeWebsite(gym.website);
  if (!gym.phone && !website) return null;
  return (
    <Flex vertical gap={2}>
      {gym.phone && (
        <Typography.Text>
          <PhoneOutlined aria-hidden /> <VisuallyHidden>{t("card.phone")}: </VisuallyHidden>
          <Typography.Link href={phoneHref(gym.phone)}>{gym.phone}</Typography.Link>
        </Typography.Text>
      )}
      {website && (
        <Typography.Text>
          <GlobalOutlined aria-hidden /> <VisuallyHidden>{t("card.website")}: </VisuallyHidden>
          <Typography.Link href={website} target="_blank" rel="noopener noreferrer">
            {websiteLabel(website)}
            <VisuallyHidden> {t("card.opensInNewTab")}</VisuallyHidden>
          </Typography.Link>
        </Typography.Text>
      )}
    </Flex>
  );
}
