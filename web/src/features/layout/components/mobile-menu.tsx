import MenuOutlined from "@ant-design/icons/MenuOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { Button } from "antd";
import { useState } from "react";
import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import { useHeaderRoom } from "@/shared/hooks/use-header-room.ts";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useLayoutText } from "../i18n/catalog.ts";
import { NAV_ITEMS, isCurrentPath, type NavPath } from "../nav-items.ts";
import { DOJO_IN_HEADER_QUERY } from "./dojo-in-header.ts";
import { LogoutButton } from "./logout-button.tsx";
import type { MobileMenuDialogProps } from "./mobile-menu-dialog.tsx";
import { MyDojoLink } from "./my-dojo-link.tsx";

// No other part of a first page uses antd's Modal: the dialog's code loads when it first opens.
const MobileMenuDialog = lazyDialog<MobileMenuDialogProps>(() =>
  import("./mobile-menu-dialog.tsx").then((module) => module.MobileMenuDialog),
);

/**
 * The mobile menu button and its dialog: a 2-column grid of the 8 entries (SPEC §2), under the
 * member's dojo where the header has no room for it, and above Logout on a phone.
 */
export function MobileMenu() {
  const { t } = useLayoutText();
  const dojoInHeader = useMediaQuery(DOJO_IN_HEADER_QUERY);
  const { phone } = useHeaderRoom();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  const choose = (to: NavPath) => {
    setOpen(false);
    void navigate({ to });
  };

  return (
    <>
      <Button
        className="kumite-mobile-only"
        type="text"
        icon={<MenuOutlined />}
        aria-label={t("openMenu")}
        onClick={() => setOpen(true)}
      />
      <MobileMenuDialog title={t("menuTitle", { product: PRODUCT_NAME })} open={open} onClose={() => setOpen(false)}>
        {!dojoInHeader && (
          <div style={{ display: "flex", marginBottom: 12 }}>
            <MyDojoLink onNavigate={() => setOpen(false)} />
          </div>
        )}
        <nav aria-label={t("mobileNavigation")} style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 }}>
          {NAV_ITEMS.map(({ key, to, icon: Icon }) => {
            const current = isCurrentPath(pathname, to);
            return (
              <Button
                key={to}
                type={current ? "primary" : "default"}
                aria-current={current ? "page" : undefined}
                icon={<Icon aria-hidden />}
                size="large"
                onClick={() => choose(to)}
              >
                {t(`nav.${key}`)}
              </Button>
            );
          })}
        </nav>
        {phone && (
          <div style={{ marginTop: 16 }}>
            <LogoutButton worded block />
          </div>
        )}
      </MobileMenuDialog>
    </>
  );
}
