import MenuOutlined from "@ant-design/icons/MenuOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { Button, Modal } from "antd";
import { useState } from "react";
import { NAV_ITEMS, isCurrentPath, type NavPath } from "../nav-items.ts";

/** The mobile menu button and its dialog: a 2-column grid of the 8 entries (SPEC §2). */
export function MobileMenu() {
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
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      />
      <Modal title={`${PRODUCT_NAME} Menu`} open={open} onCancel={() => setOpen(false)} footer={null} width={360}>
        <nav aria-label="Mobile" style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 }}>
          {NAV_ITEMS.map(({ label, to, icon: Icon }) => {
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
                {label}
              </Button>
            );
          })}
        </nav>
      </Modal>
    </>
  );
}
