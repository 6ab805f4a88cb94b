import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Link } from "@tanstack/react-router";
import { Flex, theme } from "antd";
import type { ReactNode } from "react";
import { useLayoutText } from "../i18n/catalog.ts";
import { useHeaderRoom } from "@/shared/hooks/use-header-room.ts";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { LogoutButton } from "./logout-button.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { COMPACT_DOJO_QUERY, DOJO_IN_HEADER_QUERY } from "./dojo-in-header.ts";
import { MyDojoLink } from "./my-dojo-link.tsx";
import { NavLinks } from "./nav-links.tsx";
import { ProfileAvatarLink } from "./profile-avatar-link.tsx";

export interface AppHeaderProps {
  /** Buttons other features own (create post, search, notifications), laid out by the app. */
  actions?: ReactNode;
}

/**
 * The signed-in header of SPEC §2. It never makes the page scroll sideways, from 320 px up in
 * either language: the action buttons lose their words before the links run out of room, and on a
 * phone the gaps narrow and Logout moves into the menu.
 */
export function AppHeader({ actions }: AppHeaderProps) {
  const { token } = theme.useToken();
  const { t } = useLayoutText();
  const roomForDojo = useMediaQuery(DOJO_IN_HEADER_QUERY);
  const compactDojo = useMediaQuery(COMPACT_DOJO_QUERY);
  const { phone, wordedActions } = useHeaderRoom();
  return (
    <header
      style={{
        position: "sticky",
        top: 0,
        zIndex: 100,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={phone ? "small" : "middle"}
        style={{ maxWidth: 1280, margin: "0 auto", padding: phone ? "8px 12px" : "8px 16px" }}
      >
        <Flex align="center" gap="large">
          <Link
            to="/"
            activeOptions={{ exact: true, includeSearch: false }}
            aria-label={t("homeLink", { product: PRODUCT_NAME })}
            style={{ color: token.colorPrimary, fontWeight: 700, fontSize: 20, textDecoration: "none" }}
          >
            {PRODUCT_NAME}
          </Link>
          <NavLinks />
        </Flex>
        <Flex align="center" gap={phone ? 4 : "small"} style={{ minWidth: 0 }}>
          {actions}
          {roomForDojo && <MyDojoLink compact={compactDojo} />}
          <ProfileAvatarLink />
          {!phone && <LogoutButton worded={wordedActions} />}
          <MobileMenu />
        </Flex>
      </Flex>
    </header>
  );
}
