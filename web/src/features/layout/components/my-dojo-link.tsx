import { Link } from "@tanstack/react-router";
import { Tooltip, theme } from "antd";
import { useMyDojo } from "../hooks/use-my-dojo.ts";
import { dojoRoleName } from "@/shared/i18n/common/dojo-role-name.ts";
import { useLayoutText } from "../i18n/catalog.ts";
import { TitleIcon } from "./title-icon.tsx";

/** SPEC §9's tooltip open delay. */
const TOOLTIP_DELAY_S = 0.7;

export interface MyDojoLinkProps {
  /** Only the title's icon, the words in a tooltip and the name: where the header has no room for them. */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * The member's dojo and their title in it as a small tag ("Kodokan · Warrior") linking to /dojos;
 * nothing outside a dojo. A long name gives way (ellipsis) before the title does; the whole stays in
 * the link's name and its title attribute.
 */
export function MyDojoLink({ compact = false, onNavigate }: MyDojoLinkProps) {
  const { token } = theme.useToken();
  const { t } = useLayoutText();
  const dojo = useMyDojo();
  if (!dojo) return null;
  const title = dojo.title === "owner" ? t("myDojo.owner") : dojoRoleName(dojo.title);
  const text = t("myDojo.text", { dojo: dojo.name, title });
  const link = (
    <Link
      to="/dojos"
      onClick={onNavigate}
      aria-label={t("myDojo.name", { text })}
      title={compact ? undefined : text}
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        gap: 6,
        flex: "0 1 auto",
        minWidth: compact ? 24 : 0,
        maxWidth: "16rem",
        minHeight: 24,
        padding: compact ? 0 : "0 8px",
        overflow: "hidden",
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        whiteSpace: "nowrap",
        textDecoration: "none",
      }}
    >
      <TitleIcon title={dojo.title} />
      {!compact && (
        <>
          <span style={{ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}>{dojo.name}</span>
          <span aria-hidden style={{ color: token.colorTextSecondary }}>
            ·
          </span>
          <span style={{ flexShrink: 0 }}>{title}</span>
        </>
      )}
    </Link>
  );
  return compact ? (
    <Tooltip title={text} mouseEnterDelay={TOOLTIP_DELAY_S}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}
