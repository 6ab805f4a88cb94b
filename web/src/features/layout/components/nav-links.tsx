import { Link } from "@tanstack/react-router";
import { theme } from "antd";
import type { CSSProperties } from "react";
import { useLayoutText } from "../i18n/catalog.ts";
import { NAV_ITEMS } from "../nav-items.ts";

/**
 * The desktop navigation. The router marks the current link (aria-current="page"): Home only on
 * "/" exactly, any other entry on its path and below, as `isCurrentPath` does for the mobile menu.
 */
export function NavLinks() {
  const { token } = theme.useToken();
  const { t } = useLayoutText();
  const linkStyle = (current: boolean): CSSProperties => ({
    display: "inline-flex",
    alignItems: "center",
    gap: 6,
    // 8px a side leaves the header room for the member's dojo beside the eight links (in Portuguese too).
    padding: "6px 8px",
    borderRadius: token.borderRadius,
    color: current ? token.colorPrimaryText : token.colorText,
    background: current ? token.colorPrimaryBg : "transparent",
    fontWeight: current ? 600 : 400,
    textDecoration: "none",
  });

  return (
    <nav aria-label={t("mainNavigation")} className="kumite-desktop-only">
      <ul style={{ display: "flex", gap: 4, listStyle: "none", margin: 0, padding: 0 }}>
        {NAV_ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: to === "/", includeSearch: false }}
              style={linkStyle(false)}
              activeProps={{ style: linkStyle(true) }}
            >
              <Icon aria-hidden />
              {t(`nav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
