import MenuOutlined from "@ant-design/icons/MenuOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { Button, Modal } from "antd";
import { useState } from "react";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useLayoutText } from "../i18n/catalog.ts";
import { NAV_ITEMS, isCurrentPath, type NavPath } from "../nav-items.ts";
import { DOJO_IN_HEADER_QUERY } from "./dojo-in-header.ts";
import { MyDojoLink } from "./my-dojo-link.tsx";

/**
 * The mobile menu button and its dialog: a 2-column grid of the 8 entries (SPEC §2), under the
 * member's dojo where the header has no room for it.
 */
export function MobileMenu() {
  const { t } = useLayoutText();
  const dojoInHeader = useMediaQuery(DOJO_IN_HEADER_QUERY);
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
      <Modal
        title={t("menuTitle", { product: PRODUCT_NAME })}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={360}
      >
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
      </Modal>
    </>
  );
}
