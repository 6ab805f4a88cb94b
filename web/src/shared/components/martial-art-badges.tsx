import { Flex, Tag } from "antd";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";

/** Up to `max` martial arts as badges, then "+N more" (SPEC §9: 3 on cards, 2 in the friends list). */
export function MartialArtBadges({
  arts,
  max,
  style,
}: {
  arts: readonly string[];
  max: number;
  style?: React.CSSProperties;
}) {
  const { t } = useCommonText();
  if (arts.length === 0) return null;
  const shown = arts.slice(0, max);
  const more = arts.length - shown.length;
  return (
    <Flex wrap gap={4} role="list" aria-label={t("martialArts")} style={style}>
      {shown.map((art) => (
        <Tag key={art} color="red" role="listitem">
          {martialArtName(art)}
        </Tag>
      ))}
      {more > 0 && <Tag role="listitem">{t("moreCount", { count: more })}</Tag>}
    </Flex>
  );
}
